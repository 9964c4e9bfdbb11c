/**
 * Stage 7, the rubric: each question of rubric/questions.ts answered from the catalogue's hits,
 * the rubric's own statements (rubric/statements.ts) and the documents read, with the quotes
 * that justify the answer and the points it moves the privacy/legal score (rubric/scoring.ts).
 */
import type { RubricAnswer } from "@core/contract/analysis";
import type { SignalHit } from "../reading/match";
import { type AnswerEvidence, decideAnswers } from "../rubric/answers";
import { RUBRIC_QUESTION } from "../rubric/questions";
import { answerPoints, SUBSTANTIAL_POLICY, scoreWeight } from "../rubric/scoring";
import type { Documents } from "./documents";
import { policyDate } from "./policy-date";
import type { SiteText } from "./read";

export interface RubricInput {
  site: SiteText;
  /** The catalogue's hits. */
  hits: ReadonlyMap<string, SignalHit>;
  /** The rubric's own statements (rubric/statements.ts), read in the same pass. */
  statements: ReadonlyMap<string, SignalHit>;
  documents: Documents;
  /** Signals found so far (documents read, attained certifications). */
  signals: ReadonlySet<string>;
}

/** Silence is read only in a policy that was read and says enough to be silent about something. */
const MIN_POLICY_TEXT = 2_000;

/** The privacy policy's pages, when it was read and has text enough for its silence to mean something. */
function policyRead(site: SiteText, documents: Documents): string[] {
  if (documents.states.get("privacy.policy")?.state !== "read") return [];
  const pages = site.readable.filter((p) => p.kind === "privacy");
  const text = pages.flatMap((p) => p.blocks.filter((b) => b.region === "main")).reduce((n, b) => n + b.text.length, 0);
  return text >= MIN_POLICY_TEXT ? pages.map((p) => p.url) : [];
}

export function answerRubric({ site, hits, statements, documents, signals }: RubricInput): RubricAnswer[] {
  const read = new Map<string, AnswerEvidence>();
  for (const f of documents.findings) {
    if (f.signal && documents.signals.includes(f.signal) && f.evidence)
      read.set(f.signal, { source_url: f.source_url, quote: f.evidence });
  }
  const answers = decideAnswers({
    hits: new Map([...hits, ...statements]),
    signals,
    policyUrls: policyRead(site, documents),
    policyDate: policyDate(site.sentences, ["privacy"]),
    termsRead: documents.signals.includes("legal.terms"),
    termsMissing: documents.findings.find((f) => f.signal === "legal.terms_missing")?.checked_urls,
    documents: read,
  });
  const substantial = answers.filter((a) => a.answer !== null && a.basis === "statement").length >= SUBSTANTIAL_POLICY;
  const weight = scoreWeight(answers, substantial);
  return answers.map((a) => {
    const q = RUBRIC_QUESTION.get(a.question)!;
    const option = q.options.find((o) => o.slug === a.answer);
    return {
      question: a.question,
      answer: a.answer,
      points: answerPoints(a.question, a.answer, a.basis, substantial, weight),
      evidence: a.evidence,
      label: q.label,
      text: q.text,
      ...(option ? { answer_text: option.text, percent: option.percent } : {}),
      max_points: q.points,
      source: q.source,
      ...(a.basis ? { basis: a.basis } : {}),
      ...(a.checked_urls ? { checked_urls: a.checked_urls } : {}),
    };
  });
}
