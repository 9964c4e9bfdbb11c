// How findings and certifications are read: shared with the PDF's print view.
export {
  isLinkableSource,
  normalizeFinding,
  sortFindings,
  keyedFindings,
  verifiedCertifications,
  type DisplayCertification,
  type DisplayFinding,
  type LooseCertification,
  type LooseFinding,
  type ObjectFinding,
} from "@core/contract/report-format";
