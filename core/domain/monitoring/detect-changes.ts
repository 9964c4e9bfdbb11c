/**
 * Change detection between two checks of a vendor: what a reviewer relied on (quotes, findings,
 * verified certifications, scores and level) and what the vendor's legal, pricing and security
 * pages say, sentence by sentence. Pure: the snapshots and page texts come in, the changes and
 * the snapshot to keep go out (the analysis Worker stores both).
 *
 *  - quote_changed / quote_removed: a quote of a finding or certification is gone from its page
 *    (compared through comparisonKey, so noise does not count); the sentence that took its
 *    place (same position, else the most similar new sentence) is the "after".
 *  - finding_added / finding_removed: the same rule on the same page is the same finding; a
 *    removal already told as a quote change, or by its page's removal, is not told twice.
 *  - certification_added / certification_removed: verified ones, by name.
 *  - score_changed (a dimension or overall moved by 0.5 or more) and level_changed.
 *  - document_changed: a legal, pricing or security page's sentences changed besides the quotes
 *    (or a new such page), with counts and a sample.
 *  - page_removed (404/410, a "not found" page) and page_unreachable (blocked, 5xx, timeout).
 */
import { diffArrays } from "diff";
import {
  CHANGE_KINDS,
  type ChangeSeverity,
  type DetectedChange,
  SCORE_CHANGE_THRESHOLD,
  type Snapshot,
  type SnapshotCertification,
  type SnapshotFinding,
  type SnapshotPage,
} from "@core/contract/monitoring";
import { levelSummary, pageDimension, pageLabel, scoreSummary, scoreText, shorten } from "./change-words";
import { comparisonKey, isNoiseKey, type KeyedSentence, pageKey, pageSentences } from "./page-text";
import { knownPage } from "./snapshot";

/** The main text of each page (by page key) that the comparison may need. */
export interface PageTexts {
  prev: ReadonlyMap<string, string>;
  next: ReadonlyMap<string, string>;
}

/** Pages whose changes matter most: their edits and new pages are medium, the rest low. */
const WEIGHTY_PAGES = new Set([
  "privacy",
  "terms",
  "dpa",
  "subprocessors",
  "pricing",
  "security",
  "trust",
  "ai",
  "aup",
]);
const SAMPLE = 3;
/** How alike a new sentence must be to a vanished quote to count as its rewording. */
const IN_PLACE_SIMILARITY = 0.3;
const ANYWHERE_SIMILARITY = 0.55;
const RANK: Record<ChangeSeverity, number> = { high: 0, medium: 1, low: 2 };
/** A quote looked for without the page's earlier text must be a sentence: a title or label may not be in the main text at all. */
const TEXTLESS_MIN_WORDS = 6;
/** "x-frame-options: DENY": a response header line as evidence, never page text. */
const HEADER_LINE = /^[a-z][a-z0-9-]*:\s/;
const LEVEL_RANK: Record<string, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/**
 * Compares this check (`observed`, built from its crawl and analysis) with the previous complete
 * snapshot. Pages that could not be reached keep their previous text (carried), and such a
 * partial check keeps the previous scores, level, findings and certifications for the next
 * comparison. Returns the snapshot to store and the changes, most severe first.
 */
export function compareSnapshots(
  prev: Snapshot | null,
  observed: Snapshot,
  texts: PageTexts,
): { snapshot: Snapshot; changes: DetectedChange[] } {
  if (!prev) return { snapshot: observed, changes: [] };
  const snapshot = carryUnreachable(prev, observed);
  const changes = new ChangeFinder(prev, snapshot, texts).run();
  return { snapshot, changes };
}

/** Pages read before and not reachable now keep their previous entry; the check is then partial. */
function carryUnreachable(prev: Snapshot, observed: Snapshot): Snapshot {
  const pages = new Map(observed.pages.map((p) => [p.key, p]));
  let partial = false;
  for (const before of prev.pages) {
    if (!knownPage(before)) continue;
    const now = pages.get(before.key);
    if (now && now.outcome !== "unreachable") continue;
    partial = true;
    pages.set(before.key, {
      ...before,
      ...(now ? { status: now.status, final_url: now.final_url } : {}),
      outcome: "unreachable",
      hash: before.hash,
      stored_at: before.stored_at,
      carried: true,
    });
  }
  if (!partial) return observed;
  return {
    ...observed,
    partial: true,
    pages: [...pages.values()],
    scores: prev.scores,
    level: prev.level,
    findings: prev.findings,
    certifications: prev.certifications,
  };
}

/** What one page's text lost and gained between the checks. */
interface PageDiff {
  page: SnapshotPage;
  old: KeyedSentence[];
  now: KeyedSentence[];
  oldText: string;
  newText: string;
  /** Indexes of sentences gone (old) and new (now), counted as multisets: moving is not changing. */
  removed: Set<number>;
  added: Set<number>;
  /** For a gone sentence: the new sentences in its place (the same hunk of the sequence diff). */
  inPlace: Map<number, number[]>;
  explainedOld: Set<number>;
  explainedNew: Set<number>;
}

/** One quote of the previous check, and what relied on it. */
interface Evidence {
  key: string;
  quote: string;
  sourceUrl: string;
  findings: SnapshotFinding[];
  certifications: SnapshotCertification[];
}

class ChangeFinder {
  private readonly changes: DetectedChange[] = [];
  private readonly prevPages: Map<string, SnapshotPage>;
  private readonly nextPages: Map<string, SnapshotPage>;
  private readonly diffs = new Map<string, PageDiff>();
  /** Pages gone since (their findings and quotes are told by page_removed). */
  private readonly removedPages = new Set<string>();
  /** Quotes told as changed or removed, by page key and quote key. */
  private readonly toldQuotes = new Set<string>();
  /** The sentence that replaced a certification's quote, for its certification_removed. */
  private readonly certReplacement = new Map<string, string | null>();
  /** Pages known only from a saved report (no text to compare): their quotes are looked for now. */
  private readonly textless = new Set<string>();

  constructor(
    private readonly prev: Snapshot,
    private readonly next: Snapshot,
    private readonly texts: PageTexts,
  ) {
    this.prevPages = new Map(prev.pages.map((p) => [p.key, p]));
    this.nextPages = new Map(next.pages.map((p) => [p.key, p]));
  }

  run(): DetectedChange[] {
    this.comparePages();
    this.compareQuotes();
    // A page out of reach, or a new version of the engine, moves findings and scores for reasons
    // that are not the vendor's: then only the pages' text is compared.
    const engineChanged =
      this.prev.engine_version !== null &&
      this.next.engine_version !== null &&
      this.prev.engine_version !== this.next.engine_version;
    if (!this.next.partial && !engineChanged) {
      this.compareCertifications();
      this.compareFindings();
      this.compareScores();
    }
    this.compareDocuments();
    const order = (k: string) => CHANGE_KINDS.indexOf(k as (typeof CHANGE_KINDS)[number]);
    return this.changes
      .map((c, i) => ({ c, i }))
      .sort((a, b) => RANK[a.c.severity] - RANK[b.c.severity] || order(a.c.kind) - order(b.c.kind) || a.i - b.i)
      .map(({ c }) => c);
  }

  private add(change: DetectedChange) {
    this.changes.push(change);
  }

  // ---- Pages: removed, unreachable, changed ----

  private comparePages() {
    for (const before of this.prev.pages) {
      if (!knownPage(before)) continue;
      const now = this.nextPages.get(before.key);
      if (!now) continue;
      const dimension = pageDimension(before.kind);
      if (now.outcome === "removed") {
        this.removedPages.add(before.key);
        if (dimension) this.pageRemoved(before, now);
      } else if (now.carried) {
        // Told once, when it stops answering; not at every check while it stays unreachable.
        if (dimension && before.outcome === "ok") this.pageUnreachable(before, now);
      } else if (before.hash === null) {
        // The previous side is a saved report: its quotes are looked for in this page's text.
        this.textless.add(before.key);
      } else if (now.hash !== before.hash) {
        const diff = this.pageDiff(before, now);
        if (diff) this.diffs.set(before.key, diff);
      }
    }
  }

  private pageRemoved(before: SnapshotPage, now: SnapshotPage) {
    const relied =
      this.prev.findings.some(
        (f) => pageKey(f.source_url) === before.key && f.evidence && findingWeight(f) === "high",
      ) || this.prev.certifications.some((c) => c.verified && pageKey(c.source_url) === before.key);
    this.add({
      kind: "page_removed",
      dimension: pageDimension(before.kind),
      severity: relied ? "high" : "medium",
      source_url: before.url,
      before: null,
      after: null,
      summary: `${pageLabel(before.kind, before.url)} is gone${now.status >= 400 ? ` (HTTP ${now.status})` : " (a “page not found” page)"}.`,
      details: { page_kind: before.kind, status: now.status },
    });
  }

  private pageUnreachable(before: SnapshotPage, now: SnapshotPage) {
    this.add({
      kind: "page_unreachable",
      dimension: pageDimension(before.kind),
      severity: "low",
      source_url: before.url,
      before: null,
      after: null,
      summary: `${pageLabel(before.kind, before.url)} could not be read${now.status ? ` (HTTP ${now.status})` : ""}; its last text is kept and compared again at the next check.`,
      details: { page_kind: before.kind, ...(now.status ? { status: now.status } : {}) },
    });
  }

  private pageDiff(before: SnapshotPage, now: SnapshotPage): PageDiff | null {
    const oldText = this.texts.prev.get(before.key);
    const newText = this.texts.next.get(now.key);
    if (oldText === undefined || newText === undefined) return null;
    const old = pageSentences(oldText);
    const fresh = pageSentences(newText);
    const removed = excess(old, fresh);
    const added = excess(fresh, old);
    const inPlace = new Map<number, number[]>();
    let i = 0;
    let j = 0;
    let pendingOld: number[] = [];
    let pendingNew: number[] = [];
    const flush = () => {
      const gone = pendingOld.filter((x) => removed.has(x));
      const came = pendingNew.filter((x) => added.has(x));
      for (const x of gone) inPlace.set(x, came);
      pendingOld = [];
      pendingNew = [];
    };
    for (const part of diffArrays(
      old.map((s) => s.key),
      fresh.map((s) => s.key),
    )) {
      const n = part.count ?? part.value.length;
      if (part.removed) {
        for (let k = 0; k < n; k++) pendingOld.push(i++);
      } else if (part.added) {
        for (let k = 0; k < n; k++) pendingNew.push(j++);
      } else {
        flush();
        i += n;
        j += n;
      }
    }
    flush();
    return {
      page: now,
      old,
      now: fresh,
      oldText: ` ${old.map((s) => s.key).join(" ")} `,
      newText: ` ${fresh.map((s) => s.key).join(" ")} `,
      removed,
      added,
      inPlace,
      explainedOld: new Set(),
      explainedNew: new Set(),
    };
  }

  // ---- Quotes ----

  private compareQuotes() {
    const quotes = this.evidence();
    for (const ev of quotes) {
      const q = comparisonKey(ev.quote);
      if (!q || isNoiseKey(q, ev.quote)) continue;
      const diff = this.diffs.get(ev.key);
      if (diff) this.quoteInDiff(ev, q, diff);
      else if (this.textless.has(ev.key)) this.quoteOnPage(ev, q, quotes);
    }
  }

  /** A quote of a page whose text changed: gone from it? and what took its place. */
  private quoteInDiff(ev: Evidence, q: string, diff: PageDiff) {
    // Only text the page showed: header lines and text from elsewhere are not the page's sentences.
    if (!diff.oldText.includes(` ${q} `) || diff.newText.includes(` ${q} `)) return;
    const holders = diff.old.flatMap((s, i) => (s.key.includes(q) || q.includes(s.key) ? [i] : []));
    for (const i of holders) diff.explainedOld.add(i);
    const replacement = this.replacementFor(q, holders, diff);
    if (replacement !== null) diff.explainedNew.add(replacement);
    this.quoteGone(ev, q, replacement === null ? null : diff.now[replacement]!.text, diff.page);
  }

  /**
   * A quote of a saved report, looked for in the page's text now (no earlier text to compare
   * with): gone when a sentence of six words or more is no longer there; its replacement is the
   * most alike sentence that is not another of the report's quotes. Header lines are not text.
   */
  private quoteOnPage(ev: Evidence, q: string, quotes: Evidence[]) {
    const page = this.nextPages.get(ev.key);
    const text = this.texts.next.get(ev.key);
    if (!page || text === undefined) return;
    if (HEADER_LINE.test(ev.quote) || q.split(" ").length < TEXTLESS_MIN_WORDS) return;
    const sentences = this.sentencesOf(ev.key, text);
    const joined = ` ${sentences.map((s) => s.key).join(" ")} `;
    if (joined.includes(` ${q} `)) return;
    const others = quotes.filter((o) => o.key === ev.key && o !== ev).map((o) => comparisonKey(o.quote));
    let best: { text: string; score: number } | null = null;
    for (const s of sentences) {
      if (others.some((o) => o && s.key.includes(o))) continue;
      const score = similarity(q, s.key);
      if (score >= ANYWHERE_SIMILARITY && (!best || score > best.score)) best = { text: s.text, score };
    }
    this.quoteGone(ev, q, best?.text ?? null, page);
  }

  private readonly sentenceCache = new Map<string, KeyedSentence[]>();
  private sentencesOf(key: string, text: string): KeyedSentence[] {
    let sentences = this.sentenceCache.get(key);
    if (!sentences) {
      sentences = pageSentences(text);
      this.sentenceCache.set(key, sentences);
    }
    return sentences;
  }

  /** A quote is gone (`after` what took its place, or null): told as a quote change unless its certification's loss tells it. */
  private quoteGone(ev: Evidence, q: string, after: string | null, page: SnapshotPage) {
    this.toldQuotes.add(`${ev.key}|${q}`);
    for (const c of ev.certifications) if (c.verified) this.certReplacement.set(certName(c.name), after);
    // The sentence of a certification no longer stated is told with the certification itself
    // (certification_removed, with this sentence's replacement as its "after").
    if (this.certificationLost(ev.certifications)) return;
    if (ev.findings.length === 0 && ev.certifications.every((c) => !c.verified)) return;
    this.quoteChange(ev, after, page);
  }

  /** A verified certification of these is no longer verified (only known when the check is complete). */
  private certificationLost(certs: SnapshotCertification[]): boolean {
    if (this.next.partial) return false;
    const now = verifiedByName(this.next.certifications);
    return certs.some((c) => c.verified && !now.has(certName(c.name)));
  }

  private quoteChange(ev: Evidence, after: string | null, page: SnapshotPage) {
    const main = [...ev.findings].sort((a, b) => RANK[findingWeight(a)] - RANK[findingWeight(b)])[0];
    const about = main
      ? `“${shorten(main.finding).replace(/\.$/, "")}”`
      : `the statement of ${ev.certifications[0]?.name ?? "a certification"}`;
    const label = pageLabel(page.kind, ev.sourceUrl);
    this.add({
      kind: after === null ? "quote_removed" : "quote_changed",
      dimension: main?.dimension ?? "security",
      severity: quoteSeverity(ev),
      source_url: ev.sourceUrl,
      before: ev.quote,
      after,
      summary:
        after === null
          ? `${label} no longer has the sentence behind ${about}.`
          : `${label} reworded the sentence behind ${about}.`,
      details: {
        page_kind: page.kind,
        ...(main ? { signal: main.signal, finding: main.finding } : {}),
        ...(ev.certifications[0] ? { certification: ev.certifications[0].name } : {}),
      },
    });
  }

  /** The new sentence that took a vanished quote's place: in the same spot, else the most alike. */
  private replacementFor(q: string, holders: number[], diff: PageDiff): number | null {
    const near = new Set(holders.flatMap((i) => diff.inPlace.get(i) ?? []));
    let best: { index: number; score: number } | null = null;
    for (const index of diff.added) {
      if (diff.explainedNew.has(index)) continue;
      const score = similarity(q, diff.now[index]!.key);
      const needed = near.has(index) ? IN_PLACE_SIMILARITY : ANYWHERE_SIMILARITY;
      if (score >= needed && (!best || score > best.score)) best = { index, score };
    }
    return best?.index ?? null;
  }

  /** The previous check's quotes, one entry per page and quote, with the findings and certifications citing it. */
  private evidence(): Evidence[] {
    const byQuote = new Map<string, Evidence>();
    const entry = (sourceUrl: string, quote: string) => {
      const key = pageKey(sourceUrl);
      const id = `${key}|${quote}`;
      let ev = byQuote.get(id);
      if (!ev) {
        ev = { key, quote, sourceUrl, findings: [], certifications: [] };
        byQuote.set(id, ev);
      }
      return ev;
    };
    for (const f of this.prev.findings) if (f.evidence) entry(f.source_url, f.evidence).findings.push(f);
    for (const c of this.prev.certifications) if (c.evidence) entry(c.source_url, c.evidence).certifications.push(c);
    return [...byQuote.values()];
  }

  // ---- Certifications, findings, scores ----

  private compareCertifications() {
    const before = verifiedByName(this.prev.certifications);
    const now = verifiedByName(this.next.certifications);
    for (const [name, c] of before) {
      if (now.has(name)) continue;
      const still = this.next.certifications.find((x) => certName(x.name) === name);
      const after = this.certReplacement.get(name) ?? (still ? still.evidence : null);
      this.add({
        kind: "certification_removed",
        dimension: "security",
        severity: "high",
        source_url: c.source_url,
        before: c.evidence || null,
        after: after || null,
        summary: `${c.name} is no longer stated as attained${still?.status ? ` (now: ${still.status.replace(/_/g, " ")})` : ""}.`,
        details: { certification: c.name, ...(still?.status ? { status_now: still.status } : {}) },
      });
    }
    for (const [name, c] of now) {
      if (before.has(name)) continue;
      this.add({
        kind: "certification_added",
        dimension: "security",
        severity: "low",
        source_url: c.source_url,
        before: null,
        after: c.evidence || null,
        summary: `${c.name} is now stated as attained.`,
        details: { certification: c.name },
      });
    }
  }

  private compareFindings() {
    const before = groupFindings(this.prev.findings);
    const now = groupFindings(this.next.findings);
    for (const [id, list] of before) {
      const kept = now.get(id)?.length ?? 0;
      for (const f of list.slice(kept)) {
        const key = pageKey(f.source_url);
        if (this.removedPages.has(key)) continue;
        if (f.evidence && this.toldQuotes.has(`${key}|${comparisonKey(f.evidence)}`)) continue;
        this.add({
          kind: "finding_removed",
          dimension: f.dimension,
          severity: (f.polarity ?? "risk") === "strength" ? findingWeight(f) : "low",
          source_url: f.source_url,
          before: f.evidence || null,
          after: null,
          summary: `${(f.polarity ?? "risk") === "risk" ? "No longer a concern" : "No longer found"}: ${f.finding}`,
          details: { signal: f.signal, finding: f.finding },
        });
      }
    }
    for (const [id, list] of now) {
      const had = before.get(id)?.length ?? 0;
      for (const f of list.slice(had)) {
        this.add({
          kind: "finding_added",
          dimension: f.dimension,
          severity: (f.polarity ?? "risk") === "risk" ? findingWeight(f) : "low",
          source_url: f.source_url,
          before: null,
          after: f.evidence || null,
          summary: `New finding: ${f.finding}`,
          details: { signal: f.signal, finding: f.finding },
        });
      }
    }
  }

  private compareScores() {
    const a = this.prev.scores;
    const b = this.next.scores;
    for (const dimension of ["overall", "pricing", "privacy_legal", "security"] as const) {
      const from = Number(scoreText(a[dimension]));
      const to = Number(scoreText(b[dimension]));
      const delta = Math.round((to - from) * 10) / 10;
      if (Math.abs(delta) < SCORE_CHANGE_THRESHOLD) continue;
      this.add({
        kind: "score_changed",
        dimension,
        severity: delta >= 2 ? "high" : delta > 0 ? "medium" : "low",
        source_url: null,
        before: scoreText(from),
        after: scoreText(to),
        summary: scoreSummary(dimension, from, to),
        details: {},
      });
    }
    const from = LEVEL_RANK[this.prev.level] ?? 0;
    const to = LEVEL_RANK[this.next.level] ?? 0;
    if (from !== to) {
      this.add({
        kind: "level_changed",
        dimension: "overall",
        severity: to > from ? "high" : "low",
        source_url: null,
        before: this.prev.level,
        after: this.next.level,
        summary: levelSummary(this.prev.level, this.next.level, to > from),
        details: {},
      });
    }
  }

  // ---- Documents ----

  private compareDocuments() {
    for (const diff of this.diffs.values()) {
      const kind = diff.page.kind;
      if (!pageDimension(kind)) continue;
      const goneAt = [...diff.removed].filter((i) => !diff.explainedOld.has(i));
      const cameAt = [...diff.added].filter((i) => !diff.explainedNew.has(i));
      if (goneAt.length === 0 && cameAt.length === 0) continue;
      const gone = goneAt.map((i) => diff.old[i]!.text);
      const came = cameAt.map((i) => diff.now[i]!.text);
      const [before, after] = samplePair(diff, goneAt, cameAt);
      this.add({
        kind: "document_changed",
        dimension: pageDimension(kind),
        severity: WEIGHTY_PAGES.has(kind) ? "medium" : "low",
        source_url: diff.page.url,
        before,
        after,
        summary: `${pageLabel(kind, diff.page.url)} changed: ${count(came.length, "sentence")} added, ${gone.length} removed.`,
        details: {
          page_kind: kind,
          added: came.length,
          removed: gone.length,
          sample_added: came.slice(0, SAMPLE),
          sample_removed: gone.slice(0, SAMPLE),
        },
      });
    }
    for (const page of this.next.pages) {
      const before = this.prevPages.get(page.key);
      if (page.outcome !== "ok" || (before && knownPage(before))) continue;
      if (!pageDimension(page.kind)) continue;
      const text = this.texts.next.get(page.key);
      const sentences = text === undefined ? [] : pageSentences(text).map((s) => s.text);
      // The sample shows sentences, not the page's short labels ("Skip to content").
      const sample = [...new Set([...sentences.filter((t) => t.split(" ").length >= 5), ...sentences])].slice(
        0,
        SAMPLE,
      );
      this.add({
        kind: "document_changed",
        dimension: pageDimension(page.kind),
        severity: WEIGHTY_PAGES.has(page.kind) ? "medium" : "low",
        source_url: page.url,
        before: null,
        after: sample[0] ?? null,
        summary: `New page: ${pageLabel(page.kind, page.url)}${sentences.length ? `, ${count(sentences.length, "sentence")}` : ""}.`,
        details: {
          page_kind: page.kind,
          added: sentences.length,
          removed: 0,
          sample_added: sample,
          new_page: true,
        },
      });
    }
  }
}

/**
 * The before and after a document change shows: a sentence and the most alike sentence that took
 * its place, when one did; else the first sentence gone and the first new one.
 */
function samplePair(diff: PageDiff, goneAt: number[], cameAt: number[]): [string | null, string | null] {
  const came = new Set(cameAt);
  let best: { from: number; to: number; score: number } | null = null;
  for (const from of goneAt) {
    for (const to of diff.inPlace.get(from) ?? []) {
      if (!came.has(to)) continue;
      const score = similarity(diff.old[from]!.key, diff.now[to]!.key);
      if (!best || score > best.score) best = { from, to, score };
    }
  }
  if (best && best.score >= IN_PLACE_SIMILARITY) return [diff.old[best.from]!.text, diff.now[best.to]!.text];
  const first = (list: number[], sentences: KeyedSentence[]) => (list.length ? sentences[list[0]!]!.text : null);
  return [first(goneAt, diff.old), first(cameAt, diff.now)];
}

/** Indexes of `a`'s sentences beyond the count of the same key in `b` (later occurrences first gone). */
function excess(a: KeyedSentence[], b: KeyedSentence[]): Set<number> {
  const room = new Map<string, number>();
  for (const s of b) room.set(s.key, (room.get(s.key) ?? 0) + 1);
  const out = new Set<number>();
  a.forEach((s, i) => {
    const left = room.get(s.key) ?? 0;
    if (left > 0) room.set(s.key, left - 1);
    else out.add(i);
  });
  return out;
}

/** Dice coefficient of the two keys' words (as multisets). */
export function similarity(a: string, b: string): number {
  const wa = a.split(" ").filter(Boolean);
  const wb = b.split(" ").filter(Boolean);
  if (wa.length === 0 || wb.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const w of wa) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of wb) {
    const left = counts.get(w) ?? 0;
    if (left > 0) {
      common++;
      counts.set(w, left - 1);
    }
  }
  return (2 * common) / (wa.length + wb.length);
}

function quoteSeverity(ev: Evidence): ChangeSeverity {
  let best: ChangeSeverity = "low";
  const raise = (s: ChangeSeverity) => {
    if (RANK[s] < RANK[best]) best = s;
  };
  for (const f of ev.findings) raise(findingWeight(f));
  for (const c of ev.certifications) if (c.verified) raise("high");
  return best;
}

/**
 * A commitment a reviewer relies on: the vendor says it does not (or never will) sell, rent,
 * share or disclose data, train models on it, advertise or build profiles with it.
 */
const COMMITMENT =
  /\b(?:not|never|no longer|n't|neither|nor)\b[^.;]{0,80}?\b(?:sell|sold|sale|rent|shar(?:e|ing)|disclos|train|fine-tun|advertis|profil|monetiz|monetis)/i;
const STATEMENT_WORDS = 8;

/**
 * How much a finding's sentence matters: a risk by its impact; a strength by what it says (a
 * commitment such as "we do not sell your data" high, another statement about privacy or
 * security medium, a document's title low); information little. Prices are medium.
 */
function findingWeight(f: SnapshotFinding): ChangeSeverity {
  const polarity = f.polarity ?? "risk";
  if (f.dimension === "pricing") return polarity === "info" ? "low" : "medium";
  if (polarity === "info") return "low";
  if (polarity === "risk") return f.risk_impact;
  if (COMMITMENT.test(f.evidence)) return "high";
  return f.evidence.split(/\s+/).length >= STATEMENT_WORDS ? "medium" : "low";
}

function certName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function verifiedByName(certs: SnapshotCertification[]): Map<string, SnapshotCertification> {
  const out = new Map<string, SnapshotCertification>();
  for (const c of certs) if (c.verified && !out.has(certName(c.name))) out.set(certName(c.name), c);
  return out;
}

/** Findings by identity: the same rule on the same page is the same finding. */
function groupFindings(findings: SnapshotFinding[]): Map<string, SnapshotFinding[]> {
  const out = new Map<string, SnapshotFinding[]>();
  for (const f of findings) {
    const id = `${f.signal || f.finding}|${pageKey(f.source_url)}`;
    out.set(id, [...(out.get(id) ?? []), f]);
  }
  return out;
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
