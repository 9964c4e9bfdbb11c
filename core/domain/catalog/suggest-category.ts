import type { Analysis } from "@core/contract/analysis";

/**
 * Words that say what kind of tool a vendor makes, per category (the ids seeded by migration
 * 0002). Whole words or phrases, case-insensitive. Words every vendor uses about itself
 * ("secure", "privacy", "AI-powered") are left out, so a notes app with an AI feature stays a
 * notes app.
 */
const CATEGORY_WORDS: Record<string, readonly string[]> = {
  "cat-ai-machine-learning": [
    "ai assistant",
    "ai writing",
    "writing assistant",
    "artificial intelligence",
    "machine learning",
    "large language model",
    "llm",
    "chatbot",
    "generative ai",
    "gpt",
    "prompt",
    "copilot",
  ],
  "cat-communication": [
    "video meetings?",
    "video calls?",
    "video conferencing",
    "team chat",
    "messaging",
    "messenger",
    "meetings",
    "webinars?",
    "voice calls?",
    "email client",
    "inbox",
  ],
  "cat-productivity": [
    "notes",
    "note-taking",
    "to-do",
    "todo",
    "tasks?",
    "task manager",
    "project management",
    "wiki",
    "knowledge base",
    "docs",
    "calendar",
    "whiteboard",
    "forms?",
    "form builder",
    "surveys?",
    "scheduling",
  ],
  "cat-developer-tools": [
    "developers?",
    "api",
    "sdk",
    "git",
    "repositor(?:y|ies)",
    "code review",
    "ci/cd",
    "continuous integration",
    "deploy(?:ments?)?",
    "devops",
    "open source",
    "debugging",
  ],
  "cat-design": ["design", "designers?", "prototyp(?:e|es|ing)", "mockups?", "illustrations?", "ui kit", "figma"],
  "cat-marketing": [
    "marketing",
    "campaigns?",
    "seo",
    "newsletters?",
    "social media",
    "social posts?",
    "advertising",
    "landing pages?",
    "audience",
  ],
  "cat-sales-crm": ["crm", "sales", "pipeline", "leads", "deals", "customer relationship", "contacts"],
  "cat-finance-accounting": [
    "accounting",
    "bookkeeping",
    "invoices?",
    "invoicing",
    "expenses?",
    "spend management",
    "accounts payable",
    "finance",
    "financial",
    "ledger",
    "tax",
    "payments?",
  ],
  "cat-hr": [
    "hr",
    "human resources",
    "recruiting",
    "hiring",
    "applicant tracking",
    "payroll",
    "employee onboarding",
    "performance reviews?",
    "benefits",
  ],
  "cat-security": [
    "password manager",
    "vpn",
    "endpoint protection",
    "threat detection",
    "vulnerability scanning",
    "identity provider",
    "single sign-on provider",
    "antivirus",
  ],
  "cat-analytics": [
    "analytics",
    "dashboards?",
    "business intelligence",
    "metrics",
    "data warehouse",
    "reporting",
    "insights",
  ],
  "cat-file-storage": [
    "file storage",
    "cloud storage",
    "file sharing",
    "share files",
    "backups?",
    "file sync",
    "drive",
  ],
};

const PATTERNS = Object.entries(CATEGORY_WORDS).map(
  ([id, words]) => [id, new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "giu")] as const,
);

/** How many of the category's words a text holds. */
function hits(pattern: RegExp, text: string): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * A suggested category for a tool from its own pages: the vendor's name and the main page's
 * title count three times, the main page's text once; the category with most hits wins (ties:
 * the one listed first). Null when nothing points anywhere; the person saving can always change it.
 */
export function suggestCategoryId(analysis: Analysis): string | null {
  const main = analysis.analyzed_pages.main_page;
  const strong = [analysis.vendor_name, main?.title ?? ""].join(" \n ");
  const weak = [main?.excerpt ?? "", ...analysis.analyzed_pages.pricing_pages.map((p) => p.title ?? "")].join(" \n ");
  let best: { id: string; score: number } | null = null;
  for (const [id, pattern] of PATTERNS) {
    const score = 3 * hits(pattern, strong) + hits(pattern, weak);
    if (score > 0 && (!best || score > best.score)) best = { id, score };
  }
  return best?.id ?? null;
}
