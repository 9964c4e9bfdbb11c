/**
 * What a page is for, from what a person sees before opening it (link text) and from its
 * address. Used by discovery (which links to follow) and by the report (how pages are grouped).
 */
import type { PageKind } from "./types";

interface KindRule {
  kind: PageKind;
  /** Link text or page title. */
  text: RegExp;
  /** URL path (lower case). */
  path: RegExp;
  /** Link text that looks like the kind but is not (e.g. "Cookie settings" is a button). */
  notText?: RegExp;
}

/*
 * Link texts and addresses in English, German, French and Spanish. Diacritics are optional in
 * addresses (datenschutzerklarung, confidentialite, politica-de-privacidad).
 */
const RULES: KindRule[] = [
  {
    kind: "dpa",
    text: /\bdpa\b|data processing (addendum|agreement|terms|exhibit)|processor terms|data protection (addendum|agreement)|global processor terms|\bav-?vertrag\b|\bavv\b|auftragsverarbeitung|accord (de|sur le) traitement des donn[ée]es|contrat de sous-traitance|avenant (de )?protection des donn[ée]es|encargado del tratamiento|encargo (del|de) tratamiento|acuerdo de tratamiento de datos/i,
    path: /(^|[/_-])(dpa|avv)([/_.-]|$)|data-?processing|processor-?terms|data-protection-(addendum|agreement)|auftragsverarbeitung|traitement-des-donnees|encargo-(del-)?tratamiento|encargado-del-tratamiento/,
  },
  {
    kind: "subprocessors",
    text: /sub-?\s?processors?|subprocessor list|sub-?contractors|third[- ]party (service providers|processors)|unterauftragsverarbeiter|sous-traitants( ult[ée]rieurs)?$|liste des sous-traitants|sub-?encargados|subprocesadores/i,
    path: /sub-?processors?|subprocessor|sub-?contractors|unterauftragsverarbeiter|sous-traitants|sub-?encargados|subprocesadores/,
  },
  {
    kind: "privacy",
    text: /privacy( policy| notice| statement| center| centre| hub)?$|^privacy\b|data protection( policy| notice)?$|^datenschutz|datenschutzerkl[äa]rung|datenschutzhinweise|confidentialit[ée]|protection des donn[ée]es|donn[ée]es personnelles|vie priv[ée]e|privacidad|protecci[óo]n de datos/i,
    path: /privacy|datenschutz|data-protection(?!-(addendum|agreement))|confidentialite|donnees-personnelles|protection-des-donnees|vie-privee|privacidad|proteccion-de-datos/,
    notText:
      /privacy (choices|settings|preferences)|your privacy choices|do not sell|cookie|einstellungen|param[èe]tres|configuraci[óo]n/i,
  },
  {
    kind: "cookies",
    text: /^cookies?( policy| notice| statement)?$|cookie (policy|notice|statement)|trackers? policy|cookie-?richtlinie|politique (relative aux |de )?cookies|pol[íi]tica de cookies/i,
    path: /cookie|trackers?-policy/,
    notText: /settings|preferences|consent|manage|einstellungen|param[èe]tres|configuraci[óo]n/i,
  },
  {
    kind: "ai",
    text: /responsible ai|\bai\b (policy|principles|terms|trust|commitments|governance)|generative ai (terms|policy)|model training/i,
    path: /responsible-ai|ai-(policy|principles|terms|governance|trust)|generative-ai-(terms|policy)|terms-generative-ai/,
  },
  {
    kind: "aup",
    text: /acceptable use|usage polic|nutzungsrichtlinie|politique d['’]utilisation acceptable|pol[íi]tica de uso aceptable/i,
    path: /acceptable-?use|usage-polic|(^|\/)aup([/.]|$)/,
  },
  {
    kind: "terms",
    text: /terms( of (service|use))?$|^terms\b|terms (&|and) conditions|conditions of use|user agreement|(customer|subscription|master|services?|commercial|enterprise|saas) (agreement|terms)|\btos\b|\beula\b|legal terms|^agb$|allgemeine gesch[äa]ftsbedingungen|nutzungsbedingungen|gesch[äa]ftsbedingungen|\bcg[uv]\b|conditions g[ée]n[ée]rales|conditions d['’]utilisation|t[ée]rminos( y condiciones| de (uso|servicio))?$|condiciones (generales|de uso|de servicio)/i,
    path: /terms|(^|\/)tos([/.-]|$)|conditions|eula|(service|user|subscription|customer|master|commercial)[-_]?(agreement|terms)|(^|\/)msa([/.-]|$)|(^|\/)agb([/.-]|$)|nutzungsbedingungen|geschaeftsbedingungen|(^|\/)cg[uv]([/.-]|$)|terminos|condiciones/,
  },
  {
    kind: "trust",
    text: /trust( center| centre| portal| hub)?$|^trust\b|compliance$|trust (&|and) (safety|security|compliance)|^konformit[äa]t$|^conformit[ée]$|^cumplimiento$/i,
    path: /(^|\/)trust([/.-]|$)|trust-?center|compliance|konformitaet|conformite|cumplimiento/,
  },
  {
    kind: "security",
    text: /security|vulnerabilit|responsible disclosure|bug bounty|coordinated disclosure|sicherheit|s[ée]curit[ée]|seguridad/i,
    path: /security|vulnerabilit|disclosure|bug-?bounty|sicherheit|securite|seguridad/,
    notText: /social security|security (settings|key)|sozialversicherung|s[ée]curit[ée] sociale|seguridad social/i,
  },
  {
    kind: "pricing",
    text: /^(pricing|prices|plans?|plans (&|and) pricing|pricing (&|and) plans|compare plans|see (all )?plans|view (all )?plans|upgrade|preise|preis|tarife|pakete|tarifs|prix|offres|precios|planes|tarifas)$|\bpricing\b|preise (&|und) pakete|nos (tarifs|offres)|planes y precios/i,
    path: /(^|\/)(pricing|plans|prices|price|plans-and-pricing|pricing-plans|preise|tarife|pakete|tarifs|prix|offres|precios|planes|tarifas)([/.-]|$)/,
  },
  {
    kind: "legal",
    text: /^legal$|legal (center|centre|hub|information|notices?|documents|terms)|^policies$|^imprint$|^impressum$|^rechtliches$|mentions l[ée]gales|informations l[ée]gales|aviso legal|informaci[óo]n legal|^slas?$|service level agreement/i,
    path: /(^|\/)(legal|policies|imprint|impressum|rechtliches|mentions-legales|informations-legales|aviso-legal)\/?$|(^|\/)(sla|service-level-agreement)([/.-]|$)/,
  },
  {
    kind: "faq",
    text: /^faqs?$|frequently asked|h[äa]ufige fragen|questions fr[ée]quentes|preguntas frecuentes/i,
    path: /(^|\/)(faqs?|haeufige-fragen|questions-frequentes|preguntas-frecuentes)([/.-]|$)/,
  },
  {
    kind: "about",
    text: /^about( us)?$|^[üu]ber uns$|^[àa] propos( de nous)?$|^sobre nosotros$|^qui[ée]nes somos$/i,
    path: /(^|\/)(about(-us)?|ueber-uns|a-propos|sobre-nosotros|quienes-somos)\/?$/,
  },
  {
    kind: "status",
    text: /^(system )?status$|status page/i,
    path: /^$/,
  },
];

export interface KindGuess {
  kind: PageKind;
  /** 3 = link text says it, 2 = address says it, 5 = both. */
  score: number;
}

/** Kinds a link may lead to, best first. */
export function classifyLink(url: string, text: string): KindGuess[] {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return [];
  }
  const path = foldDiacritics(decodeSafe(u.pathname).toLowerCase());
  const host = u.hostname.toLowerCase();
  const t = text.trim().slice(0, 120);
  const out: KindGuess[] = [];
  for (const rule of RULES) {
    let score = 0;
    const textHit = t.length > 0 && t.length <= 80 && rule.text.test(t) && !rule.notText?.test(t);
    if (textHit) score += 3;
    if (rule.path.test(path)) score += 2;
    if (rule.kind === "trust" && /^(trust|security|compliance)\./.test(host)) score += 3;
    if (rule.kind === "status" && /^status\./.test(host)) score += 3;
    if (score > 0) out.push({ kind: rule.kind, score });
  }
  if (path.endsWith("/.well-known/security.txt") || path === "/security.txt")
    out.unshift({ kind: "security_txt", score: 6 });
  return out.sort((a, b) => b.score - a.score);
}

/** A fetched page's kind: its title and main heading count as its link text. */
export function classifyPage(
  url: string,
  title: string | undefined,
  heading: string | undefined,
  hint?: PageKind,
): PageKind {
  const byTitle = [heading, title]
    .filter((s): s is string => !!s)
    .flatMap((s) => s.split(/\s+[|\-–—·:\\]\s+/).slice(0, 2))
    .flatMap((s) => classifyLink(url, s))
    .filter((g) => g.score >= 3);
  if (byTitle.length) {
    byTitle.sort((a, b) => b.score - a.score);
    // The hint from the link that led here wins a tie (a "Trust" page titled "Security" is both).
    if (hint && byTitle.some((g) => g.kind === hint && g.score === byTitle[0]!.score)) return hint;
    return byTitle[0]!.kind;
  }
  if (hint && hint !== "other") return hint;
  const byUrl = classifyLink(url, "");
  return byUrl[0]?.kind ?? "other";
}

/** "datenschutzerklärung" -> "datenschutzerklarung", "política" -> "politica"; ä, ö, ü also as ae, oe, ue stay as they are. */
function foldDiacritics(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export const LEGAL_KINDS: readonly PageKind[] = [
  "privacy",
  "terms",
  "dpa",
  "subprocessors",
  "cookies",
  "ai",
  "aup",
  "legal",
];
export const SECURITY_KINDS: readonly PageKind[] = ["security", "trust", "security_txt"];
