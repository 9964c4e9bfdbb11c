/**
 * How old the privacy policy (else the terms) is: the date it gives itself ("Last updated:
 * 2 September 2026", "Stand: August 2026", "Dernière mise à jour : 3 juin 2026", "Última
 * actualización: ...") as information, and a risk when it is more than three years before the
 * analysis (a policy nobody has revisited since the laws and the product changed).
 */
import type { DimFinding } from "../findings";
import { excerptFor, quoteFor, type Sentence } from "../reading/text";
import { group, seq } from "../reading/pattern";

const LABEL = seq(
  /\b/i,
  group(
    /last (?:updated|revised|modified|amended|changed)|updated|revised|effective(?: date| as of| from)?/i,
    /date of last (?:revision|update)|version date|published|posted|dated|stand|zuletzt (?:aktualisiert|geändert)|gültig ab/i,
    /derni[èe]re mise à jour|mise à jour|en vigueur (?:à compter )?(?:du|le)/i,
    /[úu]ltima (?:actualizaci[óo]n|modificaci[óo]n)|actualizad[oa]/i,
    /fecha de (?:entrada en vigor|actualizaci[óo]n)/i,
  ),
  /\b\s*(?:on|le|el|am|:)?\s*:?\s*/i,
);

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  janvier: 1,
  enero: 1,
  feb: 2,
  february: 2,
  februar: 2,
  février: 2,
  fevrier: 2,
  febrero: 2,
  mar: 3,
  march: 3,
  märz: 3,
  maerz: 3,
  mars: 3,
  marzo: 3,
  apr: 4,
  april: 4,
  avril: 4,
  abril: 4,
  may: 5,
  mai: 5,
  mayo: 5,
  jun: 6,
  june: 6,
  juni: 6,
  juin: 6,
  junio: 6,
  jul: 7,
  july: 7,
  juli: 7,
  juillet: 7,
  julio: 7,
  aug: 8,
  august: 8,
  août: 8,
  aout: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  septiembre: 9,
  oct: 10,
  october: 10,
  oktober: 10,
  octobre: 10,
  octubre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  noviembre: 11,
  dec: 12,
  december: 12,
  dezember: 12,
  décembre: 12,
  decembre: 12,
  diciembre: 12,
};
const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const DATE = new RegExp(
  `^(?:(?:\\d{1,2}\\.?\\s*(?:de\\s+)?)?(${MONTH})\\.?\\s+(?:de\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(\\d{4})|(\\d{4})-(\\d{2})-\\d{2}|(\\d{1,2})[./-]\\s?(\\d{1,2})[./-]\\s?(\\d{4}))`,
  "i",
);

export interface PolicyDate {
  year: number;
  month: number;
  sentence: Sentence;
  start: number;
  end: number;
}

/** A date that opens a period ("... until May 2018", "... to 24 May 2018"). */
const UNTIL = /^\s*(?:until|till|through|to|[–—-])\s+(?:\w+\s+)?\d/i;

/** The first self-declared date of a page of these kinds. */
export function policyDate(sentences: Sentence[], kinds: string[]): PolicyDate | undefined {
  for (const s of sentences) {
    if (!kinds.includes(s.page.kind)) continue;
    const label = LABEL.exec(s.text);
    if (!label) continue;
    const at = label.index + label[0].length;
    const d = DATE.exec(s.text.slice(at));
    if (!d) continue;
    const year = Number(d[2] ?? d[3] ?? d[7]);
    // Day and month in figures: day first as in most of the world, unless that cannot be ("01/15/2020").
    const [first, second] = [Number(d[5]), Number(d[6])];
    const numeric = d[5] !== undefined ? (second > 12 && first <= 12 ? first : second) : undefined;
    const month = d[1] ? (MONTHS[d[1].toLowerCase()] ?? 1) : Number(d[4] ?? numeric ?? 1);
    if (year < 1995 || year > 2100 || month < 1 || month > 12) continue;
    // "effective from June 6, 2014 until May 24, 2018": a past version's period, not this policy's date.
    if (UNTIL.test(s.text.slice(at + d[0].length, at + d[0].length + 30))) continue;
    return { year, month, sentence: s, start: label.index, end: at + d[0].length };
  }
  return undefined;
}

const STALE_MONTHS = 36;

/** The policy's (else the terms') own date as a finding, and its signal (legal.policy_dated or legal.policy_stale). */
export function policyDateFindings(sentences: Sentence[], now: Date): { findings: DimFinding[]; signals: string[] } {
  for (const [kinds, name] of [
    [["privacy"], "privacy policy"],
    [["terms"], "terms"],
  ] as [string[], string][]) {
    const d = policyDate(sentences, kinds);
    if (!d) continue;
    const age = (now.getUTCFullYear() - d.year) * 12 + (now.getUTCMonth() + 1 - d.month);
    const stale = age > STALE_MONTHS;
    const signal = stale ? "legal.policy_stale" : "legal.policy_dated";
    return {
      signals: [signal],
      findings: [
        {
          dimension: "privacy_legal",
          finding: stale
            ? `The ${name} was last updated more than three years ago (${d.year}).`
            : `The ${name} states when it was last updated (${d.year}).`,
          source_url: d.sentence.page.url,
          evidence: quoteFor(d.sentence, d.start, d.end),
          excerpt: excerptFor(d.sentence),
          risk_impact: stale ? "medium" : "low",
          signal,
          weight: stale ? 0.5 : 0,
          polarity: stale ? "risk" : "info",
        },
      ],
    };
  }
  return { findings: [], signals: [] };
}
