/**
 * What a page is for, from what a person sees before opening it (link text) and from its
 * address. Used by discovery (which links to follow) and by the report (how pages are grouped).
 */
import type { PageKind } from "./types";
import { anyOf, seq } from "./reading/pattern";

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
    text: anyOf(
      /\bdpa\b/i,
      /data processing (addendum|agreement|terms|exhibit)/i,
      /processor terms/i,
      /data protection (addendum|agreement)/i,
      /global processor terms/i,
      /\bav-?vertrag\b/i,
      /\bavv\b/i,
      /auftragsverarbeitung/i,
      /accord (de|sur le) traitement des donn[ée]es/i,
      /contrat de sous-traitance/i,
      /avenant (de )?protection des donn[ée]es/i,
      /encargado del tratamiento/i,
      /encargo (del|de) tratamiento/i,
      /acuerdo de tratamiento de datos/i,
    ),
    path: anyOf(
      /(^|[/_-])(dpa|avv)([/_.-]|$)/,
      /data-?processing/,
      /processor-?terms/,
      /data-protection-(addendum|agreement)/,
      /auftragsverarbeitung/,
      /traitement-des-donnees/,
      /encargo-(del-)?tratamiento/,
      /encargado-del-tratamiento/,
    ),
  },
  {
    kind: "subprocessors",
    text: anyOf(
      /sub-?\s?processors?/i,
      /subprocessor list/i,
      /sub-?contractors/i,
      /third[- ]party (service providers|processors)/i,
      /unterauftragsverarbeiter/i,
      /sous-traitants( ult[ée]rieurs)?$/i,
      /liste des sous-traitants/i,
      /sub-?encargados/i,
      /subprocesadores/i,
    ),
    path: anyOf(
      /sub-?processors?/,
      /subprocessor/,
      /sub-?contractors/,
      /unterauftragsverarbeiter/,
      /sous-traitants/,
      /sub-?encargados/,
      /subprocesadores/,
    ),
  },
  {
    kind: "privacy",
    text: anyOf(
      /privacy( policy| notice| statement| center| centre| hub)?$/i,
      /^privacy\b/i,
      /data protection( policy| notice)?$/i,
      /^datenschutz/i,
      /datenschutzerkl[äa]rung/i,
      /datenschutzhinweise/i,
      /confidentialit[ée]/i,
      /protection des donn[ée]es/i,
      /donn[ée]es personnelles/i,
      /vie priv[ée]e/i,
      /privacidad/i,
      /protecci[óo]n de datos/i,
    ),
    path: anyOf(
      /privacy/,
      /datenschutz/,
      /data-protection(?!-(addendum|agreement))/,
      /confidentialite/,
      /donnees-personnelles/,
      /protection-des-donnees/,
      /vie-privee/,
      /privacidad/,
      /proteccion-de-datos/,
    ),
    notText: anyOf(
      /privacy (choices|settings|preferences)/i,
      /your privacy choices/i,
      /do not sell/i,
      /cookie/i,
      /einstellungen/i,
      /param[èe]tres/i,
      /configuraci[óo]n/i,
    ),
  },
  {
    kind: "cookies",
    text: anyOf(
      /^cookies?( policy| notice| statement)?$/i,
      /cookie (policy|notice|statement)/i,
      /trackers? policy/i,
      /cookie-?richtlinie/i,
      /politique (relative aux |de )?cookies/i,
      /pol[íi]tica de cookies/i,
    ),
    path: /cookie|trackers?-policy/,
    notText: /settings|preferences|consent|manage|einstellungen|param[èe]tres|configuraci[óo]n/i,
  },
  {
    kind: "ai",
    text: anyOf(
      /responsible ai/i,
      /\bai\b (policy|principles|terms|trust|commitments|governance)/i,
      /generative ai (terms|policy)/i,
      /model training/i,
    ),
    path: anyOf(
      /responsible-ai/,
      /ai-(policy|principles|terms|governance|trust)/,
      /generative-ai-(terms|policy)/,
      /terms-generative-ai/,
    ),
  },
  {
    kind: "aup",
    text: anyOf(
      /acceptable use/i,
      /usage polic/i,
      /nutzungsrichtlinie/i,
      /politique d['’]utilisation acceptable/i,
      /pol[íi]tica de uso aceptable/i,
    ),
    path: /acceptable-?use|usage-polic|(^|\/)aup([/.]|$)/,
  },
  {
    kind: "terms",
    text: anyOf(
      /terms( of (service|use))?$/i,
      /^terms\b/i,
      /terms (&|and) conditions/i,
      /conditions of use/i,
      /user agreement/i,
      /(customer|subscription|master|services?|commercial|enterprise|saas) (agreement|terms)/i,
      /\btos\b/i,
      /\beula\b/i,
      /legal terms/i,
      /^agb$/i,
      /allgemeine gesch[äa]ftsbedingungen/i,
      /nutzungsbedingungen/i,
      /gesch[äa]ftsbedingungen/i,
      /\bcg[uv]\b/i,
      /conditions g[ée]n[ée]rales/i,
      /conditions d['’]utilisation/i,
      /t[ée]rminos( y condiciones| de (uso|servicio))?$/i,
      /condiciones (generales|de uso|de servicio)/i,
    ),
    path: anyOf(
      /terms/,
      /(^|\/)tos([/.-]|$)/,
      /conditions/,
      /eula/,
      /(service|user|subscription|customer|master|commercial)[-_]?(agreement|terms)/,
      /(^|\/)msa([/.-]|$)/,
      /(^|\/)agb([/.-]|$)/,
      /nutzungsbedingungen/,
      /geschaeftsbedingungen/,
      /(^|\/)cg[uv]([/.-]|$)/,
      /terminos/,
      /condiciones/,
    ),
  },
  {
    kind: "trust",
    text: anyOf(
      /trust( center| centre| portal| hub)?$/i,
      /^trust\b/i,
      /compliance$/i,
      /trust (&|and) (safety|security|compliance)/i,
      /^konformit[äa]t$/i,
      /^conformit[ée]$/i,
      /^cumplimiento$/i,
    ),
    path: /(^|\/)trust([/.-]|$)|trust-?center|compliance|konformitaet|conformite|cumplimiento/,
  },
  {
    kind: "security",
    text: anyOf(
      /security/i,
      /vulnerabilit/i,
      /responsible disclosure/i,
      /bug bounty/i,
      /coordinated disclosure/i,
      /sicherheit/i,
      /s[ée]curit[ée]/i,
      /seguridad/i,
    ),
    path: /security|vulnerabilit|disclosure|bug-?bounty|sicherheit|securite|seguridad/,
    notText: /social security|security (settings|key)|sozialversicherung|s[ée]curit[ée] sociale|seguridad social/i,
  },
  {
    kind: "pricing",
    text: anyOf(
      seq(
        /^/i,
        /(pricing|prices|plans?|plans (&|and) pricing|pricing (&|and) plans|compare plans|see (all )?plans|view (all )?plans|upgrade|preise|preis|tarife|pakete|tarifs|prix|offres|precios|planes|tarifas)/i,
        /$/i,
      ),
      /\bpricing\b/i,
      /preise (&|und) pakete/i,
      /nos (tarifs|offres)/i,
      /planes y precios/i,
    ),
    path: seq(
      /(^|\/)/,
      /(pricing|plans|prices|price|plans-and-pricing|pricing-plans|preise|tarife|pakete|tarifs|prix|offres|precios|planes|tarifas)/,
      /([/.-]|$)/,
    ),
  },
  {
    kind: "legal",
    text: anyOf(
      /^legal$/i,
      /legal (center|centre|hub|information|notices?|documents|terms)/i,
      /^policies$/i,
      /^imprint$/i,
      /^impressum$/i,
      /^rechtliches$/i,
      /mentions l[ée]gales/i,
      /informations l[ée]gales/i,
      /aviso legal/i,
      /informaci[óo]n legal/i,
      /^slas?$/i,
      /service level agreement/i,
    ),
    path: anyOf(
      seq(
        /(^|\/)/,
        /(legal|policies|imprint|impressum|rechtliches|mentions-legales|informations-legales|aviso-legal)/,
        /\/?$/,
      ),
      /(^|\/)(sla|service-level-agreement)([/.-]|$)/,
    ),
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
