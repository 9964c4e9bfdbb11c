/**
 * The signals reviewers ask about first, as German, French and Spanish pages say them. Each
 * rule takes its id, dimension, weight, impact, finding and suppressions from its English twin
 * (signals/pricing.ts, privacy.ts, security.ts) and has its own patterns and pages: a German
 * "Wir verkaufen keine personenbezogenen Daten" is the same finding as "We do not sell personal
 * data". Negation is read by negation.ts (nicht, kein, ne ... pas,
 * jamais, no, nunca); everything else on such pages is read by the English rules only, and the
 * report says so (language.ts).
 */
import { PRICING_SIGNALS } from "./pricing";
import { PRIVACY_SIGNALS } from "./privacy";
import { LEGAL_PAGES, PRICING_PAGES, type SignalRule } from "./rule";
import { SECURITY_SIGNALS } from "./security";
import { anyOf, seq, withFlags, words } from "../reading/pattern";

const ENGLISH = new Map([...PRICING_SIGNALS, ...PRIVACY_SIGNALS, ...SECURITY_SIGNALS].map((r) => [r.id, r]));
/** What a rule says (shared with its English twin) as opposed to how it is read on a page. */
const SAID = [
  "dimension",
  "polarity",
  "weight",
  "impact",
  "finding",
  "suppressedBy",
  "suppressedFinding",
  "qualifiedBy",
] as const;
type Said = (typeof SAID)[number];

/** The rule `id` of the English catalogue, read with this language's patterns and pages. */
function twin(id: string, own: Omit<SignalRule, "id" | Said>): SignalRule {
  const english = ENGLISH.get(id);
  if (!english) throw new Error(`No English rule ${id} for a multilingual twin`);
  const said = Object.fromEntries(SAID.filter((k) => english[k] !== undefined).map((k) => [k, english[k]]));
  return { id, ...(said as Pick<SignalRule, Said>), ...own };
}

const PRICE_PREFER = ["pricing", "home", "faq", "terms", "legal", "other"] as const;
const PRIVACY_PREFER = [
  "privacy",
  "dpa",
  "terms",
  "subprocessors",
  "legal",
  "security",
  "trust",
  "faq",
  "home",
  "other",
] as const;
const SEC_PREFER = ["security", "trust", "dpa", "faq", "home", "privacy", "terms", "legal", "other"] as const;

/** 8 €, 29 € HT, 0,018 €, EUR 12, CHF 25.– */
const AMOUNT = String.raw`(?:\d[\d.,' ]*?\d|\d)(?:\.–|,–)?\s?(?:€|EUR|CHF|£|\$)(?:\s?(?:HT|TTC|netto|brutto|zzgl\.|exkl\.|inkl\.|IVA))?|(?:€|EUR|CHF|£|\$)\s?\d[\d.,']*`;
const DATA_DE = String.raw`(?:personenbezogenen? Daten|Ihre Daten|Kundendaten|Nutzerdaten|Daten)`;
const DATA_FR = String.raw`(?:donn[ée]es(?: personnelles)?|vos donn[ée]es|informations personnelles)`;
const DATA_ES = String.raw`(?:datos(?: personales)?|sus datos|su informaci[óo]n|informaci[óo]n personal)`;
const PLACE = String.raw`(?:Deutschland|der EU|der Europäischen Union|Europa|Frankreich|Österreich|der Schweiz|France|Europe|l['’]UE|l['’]Union europ[ée]enne|Allemagne|Espa[ñn]a|la Uni[óo]n Europea|la UE|Europa)`;

export const MULTILINGUAL_SIGNALS: SignalRule[] = [
  twin("pricing.public_prices", {
    pattern: new RegExp(
      `(?:${AMOUNT})[^.]{0,40}\\b(?:pro|je|par|por|al|/)\\s*(?:Nutzer|Benutzer|Person|Monat|Jahr|Lizenz|utilisateur|mois|an|licence|usuario|mes|año|licencia)\\b|(?:${AMOUNT})\\s?/\\s?(?:Monat|Mon\\.|mois|mes|Jahr|an|año)\\b`,
      "i",
    ),
    kinds: ["pricing", "home", "faq", "other"],
    prefer: [...PRICE_PREFER],
  }),
  twin("pricing.free_tier", {
    pattern: withFlags(
      words(
        "kostenlose[rn]? (?:Plan|Tarif|Version)",
        "Gratis-(?:Plan|Tarif)",
        "plan gratuit",
        "offre gratuite",
        "version gratuite",
        "plan gratuito",
        "versi[óo]n gratuita",
        "gratis para siempre",
        "gratuit pour toujours",
        "für immer kostenlos",
      ),
      "i",
    ),
    kinds: PRICING_PAGES,
    prefer: [...PRICE_PREFER],
  }),
  twin("pricing.contact_sales", {
    pattern: withFlags(
      words(
        "Preis(?:e)? auf Anfrage",
        "auf Anfrage",
        "individuelles Angebot",
        "sur devis",
        "tarif sur demande",
        "nous contacter pour (?:un devis|les tarifs)",
        "bajo (?:petici[óo]n|consulta|presupuesto)",
        "precio a medida",
        "solicite (?:un )?presupuesto",
        "contacte con ventas",
      ),
      "i",
    ),
    negation: "any",
    kinds: ["pricing", "home", "faq"],
    prefer: ["pricing", "faq", "home"],
  }),
  twin("pricing.auto_renewal", {
    pattern: anyOf(
      /\bverlängert sich automatisch\b/i,
      /\bautomatische Verlängerung\b/i,
      /\breconduit(?:e|s)? (?:tacitement|automatiquement)\b/i,
      /\brenouvel(?:é|le|lement) automatique(?:ment)?\b/i,
      /\bse renueva(?:n)? autom[áa]ticamente\b/i,
      /\brenovaci[óo]n autom[áa]tica\b/i,
    ),
    kinds: PRICING_PAGES,
    prefer: ["terms", "pricing", "legal", "faq", "home", "other"],
  }),
  twin("pricing.price_change_anytime", {
    pattern: anyOf(
      /\b(?:Preise|Entgelte)\b[^.]{0,40}\bjederzeit\b[^.]{0,20}(?:ändern|anpassen)\b/i,
      /\bjederzeit\b[^.]{0,30}\b(?:Preise|Entgelte)\b[^.]{0,20}(?:ändern|anpassen)\b/i,
      /\bmodifier (?:ses|nos|les) (?:tarifs|prix)\b[^.]{0,30}(?:à tout moment|sans pr[ée]avis)/i,
      /\bmodificar (?:los|sus|nuestros) precios\b[^.]{0,30}\b(?:en cualquier momento|sin previo aviso)\b/i,
    ),
    kinds: PRICING_PAGES,
    prefer: ["terms", "pricing", "legal", "faq", "home", "other"],
  }),
  twin("privacy.sells_data", {
    pattern: new RegExp(
      `\\b(?:verkaufen|verkauft|vermieten)\\b[^.]{0,40}\\b${DATA_DE}|\\b${DATA_DE}\\b[^.]{0,40}\\b(?:verkaufen|verkauft)\\b|\\b(?:vendons|vendre|vendues?|louons)\\b[^.]{0,40}\\b${DATA_FR}|\\b(?:vendemos|vender|vendidos|alquilamos)\\b[^.]{0,40}\\b${DATA_ES}`,
      "i",
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  }),
  twin("privacy.no_sale", {
    pattern: new RegExp(
      `\\b(?:verkaufen|verkauft|vermieten)\\b[^.]{0,40}\\b${DATA_DE}|\\b(?:vendons|vendre|vendues?|louons)\\b[^.]{0,40}\\b${DATA_FR}|\\b(?:vendemos|vender|vendidos|alquilamos)\\b[^.]{0,40}\\b${DATA_ES}`,
      "i",
    ),
    negation: "only",
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  }),
  twin("privacy.trains_on_data", {
    pattern: anyOf(
      seq(
        /\b(?:nutzen|verwenden)\b[^.]{0,80}\b(?:Inhalte|Daten)\b[^.]{0,60}\b/i,
        /(?:trainieren|Training|verbessern)\b[^.]{0,40}\b(?:Modelle|KI)\b/i,
      ),
      seq(
        /\butilis(?:ons|er|ent)\b[^.]{0,80}\b(?:contenus?|donn[ée]es)\b[^.]{0,60}\b/i,
        /(?:entraîner|entra[iî]nement|am[ée]liorer)\b[^.]{0,40}\bmod[èe]les\b/i,
      ),
      seq(
        /\butiliz(?:amos|ar)\b[^.]{0,80}\b(?:contenido|datos)\b[^.]{0,60}\b/i,
        /(?:entrenar|entrenamiento|mejorar)\b[^.]{0,40}\bmodelos\b/i,
      ),
    ),
    unless: anyOf(
      /\b(?:anonymisiert|aggregiert|anonymis[ée]es|agr[ée]g[ée]es|anonimizados|agregados)\b/i,
      /\b(?:mit Ihrer Einwilligung|avec votre consentement|con su consentimiento)\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  }),
  twin("privacy.no_training", {
    pattern: anyOf(
      /\b(?:nutzen|verwenden)\b[^.]{0,80}\b(?:trainieren|Training)\b/i,
      /\butilis(?:ons|er)\b[^.]{0,80}\b(?:entraîner|entra[iî]nement)\b/i,
      /\butiliz(?:amos|ar)\b[^.]{0,80}\b(?:entrenar|entrenamiento)\b/i,
    ),
    negation: "only",
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  }),
  twin("privacy.training_opt_out", {
    pattern: anyOf(
      /\b(?:widersprechen|Widerspruch|deaktivieren|abschalten)\b/i,
      /\b(?:s['’]opposer|sauf opposition|vous opposer|désactiver|desactiver)\b/i,
      /\b(?:se oponga|oponerse|oposici[óo]n|desactivar|darse de baja)\b/i,
    ),
    requires: withFlags(
      words(
        "trainieren",
        "Training",
        "KI-Modelle",
        "entraîner",
        "entra[iî]nement",
        "mod[èe]les",
        "entrenar",
        "entrenamiento",
        "modelos",
      ),
      "i",
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  }),
  twin("privacy.retention_period", {
    pattern: anyOf(
      seq(
        /\b(?:löschen|gelöscht|aufbewahrt|speichern)\b[^.]{0,80}\b\d+\s*/i,
        /(?:Tage|Tagen|Monate|Monaten|Jahre|Jahren)\b/i,
      ),
      /\b(?:innerhalb von|nach)\s+\d+\s*(?:Tagen|Monaten|Jahren)\b[^.]{0,60}\b(?:löschen|gelöscht)\b/i,
      /\b(?:supprim[a-zà-ÿ]+|effac[a-zà-ÿ]+|conserv[a-zà-ÿ]+)\b[^.]{0,80}\b\d+\s*(?:jours|mois|ans)\b/i,
      seq(
        /\b(?:elimina[a-zà-ÿ]*|suprim[a-zà-ÿ]*|borra[a-zà-ÿ]*|conserva[a-zà-ÿ]*)\b[^.]{0,80}\b\d+/i,
        /\s*(?:días|meses|años)\b/i,
      ),
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  }),
  twin("privacy.data_residency", {
    pattern: new RegExp(
      `\\b(?:gespeichert|gehostet|verarbeitet|Rechenzentren|Servern?)\\b[^.]{0,60}\\bin ${PLACE}|\\bin ${PLACE}\\b[^.]{0,40}\\b(?:gespeichert|gehostet)\\b|\\b(?:h[ée]berg[ée]es?|stock[ée]es?|h[ée]bergement)\\b[^.]{0,40}\\b(?:en|dans) ${PLACE}|\\b(?:almacenan|alojados?|almacenados?|servidores)\\b[^.]{0,60}\\b(?:en) ${PLACE}`,
      "i",
    ),
    kinds: LEGAL_PAGES,
    prefer: [...PRIVACY_PREFER],
  }),
  twin("legal.arbitration", {
    pattern: anyOf(
      /\bSchiedsgericht[a-zà-ÿ]*\b/i,
      /\bSchiedsverfahren\b/i,
      /\barbitrage (?:obligatoire|contraignant)\b/i,
      /\bsoumis[a-zà-ÿ]* à (?:un )?arbitrage\b/i,
      /\barbitraje (?:vinculante|obligatorio)\b/i,
      /\bsometer[a-zà-ÿ]*\b[^.]{0,20}\barbitraje\b/i,
    ),
    kinds: LEGAL_PAGES,
    prefer: ["terms", "legal", "privacy", "other"],
  }),
  twin("security.mfa", {
    pattern: anyOf(
      /\bZwei-Faktor-Authentifizierung\b/i,
      /\bMehr-Faktor-Authentifizierung\b/i,
      /\bauthentification (?:à deux facteurs|multifacteur|forte)\b/i,
      /\bautenticaci[óo]n (?:de dos factores|multifactor|en dos pasos)\b/i,
    ),
    kinds: ["security", "trust", "faq", "home", "privacy", "terms", "legal", "other"],
    prefer: [...SEC_PREFER],
  }),
  twin("security.pen_test", {
    pattern: /\bPenetrationstests?\b|\btests? d['’]intrusion\b|\bpentests?\b|\bpruebas de penetraci[óo]n\b/i,
    kinds: ["security", "trust", "faq", "home", "privacy", "terms", "legal", "other"],
    prefer: [...SEC_PREFER],
  }),
  twin("security.incident_notification", {
    pattern: anyOf(
      seq(
        /\b(?:Verletzungen des Schutzes personenbezogener Daten|Datenpannen|Sicherheitsvorfälle)\b/i,
        /[^.]{0,80}\b(?:melden|informieren|benachrichtigen)\b/i,
      ),
      seq(
        /\b(?:violations? de donn[ée]es|incidents? de s[ée]curit[ée])\b[^.]{0,80}\b/i,
        /(?:notifi[a-zà-ÿ]+|inform[a-zà-ÿ]+)\b/i,
      ),
      seq(
        /\b/i,
        /(?:violaciones? de (?:la )?seguridad|brechas? de (?:datos|seguridad)|incidentes? de seguridad)/i,
        /\b[^.]{0,80}\b(?:notific[a-zà-ÿ]+|inform[a-zà-ÿ]+)\b/i,
      ),
    ),
    commitment: true,
    kinds: ["security", "trust", "dpa", "faq", "privacy", "terms", "legal", "other"],
    prefer: [...SEC_PREFER],
  }),
  twin("security.breach_notice_deadline", {
    pattern: anyOf(
      /\binnerhalb von (\d+ Stunden)\b/i,
      /\bdans (?:les|un délai de) (\d+ heures)\b/i,
      /\ben (?:un plazo de|las) (\d+ horas)\b/i,
    ),
    requires: seq(
      /\b/i,
      /(?:Verletzung|Datenpanne|Vorfall|Vorfälle|violation|incident|violaci[óo]n|brecha|incidente)/i,
      /[a-zà-ÿ]*\b/i,
    ),
    commitment: true,
    kinds: ["security", "trust", "dpa", "faq", "privacy", "terms", "legal", "other"],
    prefer: [...SEC_PREFER],
  }),
];
