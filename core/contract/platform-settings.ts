/**
 * The platform settings a super admin edits on /superadmin/settings: each key with its schema,
 * its default in code, its category and what it does. The server validates every change with
 * the key's schema (the SPA checks the same before sending), and the settings reader
 * (core/domain/settings/) gives the code that uses a setting its current value.
 */
import { z } from "zod";
import { DEFAULT_MONTHLY_LIMIT, MONTHLY_LIMIT_MAX, MONTHLY_LIMIT_MIN } from "./assessment-rules";

export const SETTINGS_CATEGORIES = ["analysis", "organizations", "signup", "site", "limits"] as const;
export type SettingsCategory = (typeof SETTINGS_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<SettingsCategory, string> = {
  analysis: "Analysis",
  organizations: "Organizations",
  signup: "Sign-up",
  site: "Site",
  limits: "Limits",
};

/** A mail domain as people type it (after the @): kept lower case, without a leading @ or trailing dot. */
export function mailDomain(message: string) {
  return z
    .string({ message })
    .trim()
    .toLowerCase()
    .transform((d) => d.replace(/^@/, "").replace(/\.$/, ""))
    .pipe(
      z
        .string()
        .max(253)
        .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, { message }),
    );
}

export const BANNER_LEVELS = ["info", "warning", "critical"] as const;
export const SiteBanner = z.strictObject(
  {
    message: z
      .string({ message: "The banner message must be text" })
      .trim()
      .min(1, { message: "The banner needs a message" })
      .max(300, { message: "The banner message can be at most 300 characters" }),
    level: z.enum(BANNER_LEVELS, { message: 'level must be "info", "warning" or "critical"' }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? 'Only "message" and "level" are allowed'
        : 'Expected {"message": "...", "level": "info"} or null',
  },
);
export type SiteBanner = z.infer<typeof SiteBanner>;

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .int({ message: `${what} must be a whole number` })
    .min(min, { message: `${what} must be at least ${min.toLocaleString("en-US")}` })
    .max(max, { message: `${what} cannot exceed ${max.toLocaleString("en-US")}` });

/** One setting: its name, its value's schema, the value when nobody set it, where it shows and what it does. */
interface SettingDefinition<S extends z.ZodType> {
  /** What the setting is called on the settings page (the key stays its name in the API). */
  label: string;
  schema: S;
  default: z.infer<S>;
  category: SettingsCategory;
  description: string;
  /** The environment variable that gives the value when no super admin set one (where one exists). */
  env?: string;
}

function define<S extends z.ZodType>(d: SettingDefinition<S>): SettingDefinition<S> {
  return d;
}

export const SETTING_DEFINITIONS = {
  "analysis.cache_ttl_seconds": define({
    label: "Report cache lifetime",
    schema: wholeNumber(60, 31_536_000, "The cache lifetime"),
    default: 604_800,
    category: "analysis",
    description:
      "Seconds a vendor report is served from the cache before a new analysis runs (604800 = 7 days; 60 to 31536000). " +
      "Lowering it makes older reports stale at once; raising it applies to reports made from then on.",
    env: "ANALYSIS_CACHE_TTL",
  }),
  "analysis.anonymous_hourly_limit": define({
    label: "Analyses per visitor without an account, per hour",
    schema: wholeNumber(0, 100_000, "The hourly limit"),
    default: 10,
    category: "analysis",
    description:
      "New analyses each visitor without an account may start per rolling hour, counted per network address; 0 = unlimited. " +
      "Cached reports are always free; signed-in members use their organization's monthly limit.",
    env: "ANALYZE_RATE_LIMIT",
  }),
  "organizations.default_monthly_limit": define({
    label: "New organizations' monthly limit",
    schema: wholeNumber(MONTHLY_LIMIT_MIN, MONTHLY_LIMIT_MAX, "The default monthly limit"),
    default: DEFAULT_MONTHLY_LIMIT,
    category: "organizations",
    description:
      "Assessments a month that a new organization gets, at sign-up or when created here (1 to 10,000). Existing organizations keep theirs.",
  }),
  "monitoring.watched_vendors_per_organization": define({
    label: "Watched vendors per organization",
    schema: wholeNumber(0, 100_000, "The watched-vendor cap"),
    default: 100,
    category: "organizations",
    description:
      "Vendors an organization may watch at once (assessments whose monitoring is not off, counted by vendor; 0 to " +
      "100,000). Beyond it, newly saved assessments start with monitoring off and turning it on is refused. Lowering " +
      "it stops nothing already watched.",
  }),
  "signup.consumer_domains_extra": define({
    label: "Extra personal mail domains",
    schema: z
      .array(mailDomain("Each entry must be a mail domain such as example.com"), {
        message: 'Expected a list of mail domains, e.g. ["mail.example"]',
      })
      .max(1000, {
        message: "At most 1,000 extra domains",
      }),
    default: [] as string[],
    category: "signup",
    description:
      "Extra mail domains treated as personal mail services, on top of the built-in list: people signing up with them get a " +
      'personal organization instead of joining one by domain. A JSON list, e.g. ["mail.example", "inbox.example"].',
    env: "SIGNUP_CONSUMER_DOMAINS_EXTRA",
  }),
  "limits.pdf_exports_per_user_hour": define({
    label: "PDF exports per person, per hour",
    schema: wholeNumber(1, 10_000, "The limit"),
    default: 20,
    category: "limits",
    description:
      "PDF exports (a report's PDF, the sample report) one person may download per rolling hour (1 to 10,000); beyond it the " +
      "download answers 429 with Retry-After. A report's PDF is rendered once per version and then served from the cache.",
  }),
  "limits.pdf_exports_per_organization_hour": define({
    label: "PDF exports per organization, per hour",
    schema: wholeNumber(1, 100_000, "The limit"),
    default: 100,
    category: "limits",
    description:
      "PDF exports all members of one organization may download together per rolling hour (1 to 100,000); beyond it 429 with Retry-After.",
  }),
  "limits.comments_per_user_10_minutes": define({
    label: "Comments per person, per 10 minutes",
    schema: wholeNumber(1, 10_000, "The limit"),
    default: 20,
    category: "limits",
    description:
      "Comments (with their mentions) one person may post per rolling 10 minutes (1 to 10,000); beyond it 429 with Retry-After. " +
      "E-mails about comments go out at most once per recipient and assessment every 10 minutes, later ones folded into one.",
  }),
  "site.banner": define({
    label: "Site banner",
    schema: SiteBanner.nullable(),
    default: null as SiteBanner | null,
    category: "site",
    description:
      'A notice shown at the top of every page while set, e.g. {"message": "Maintenance tonight from 22:00 UTC", "level": "warning"} ' +
      '(level "info", "warning" or "critical"); null hides it.',
  }),
} as const;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_DEFINITIONS)[K]["schema"]>;
export type SettingValues = { [K in SettingKey]: SettingValue<K> };

export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
}

/**
 * Checks a value for a key: the parsed value, or the first problem in words.
 * (What the API answers 400 with, and what the settings page shows before sending.)
 */
export function checkSettingValue<K extends SettingKey>(
  key: K,
  value: unknown,
): { ok: true; value: SettingValue<K> } | { ok: false; message: string } {
  const result = SETTING_DEFINITIONS[key].schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data as SettingValue<K> };
  const issue = result.error.issues[0];
  // Where in the value, as people count: "entry 2" of a list, "field level" of an object.
  const step = issue?.path.at(-1);
  const where = typeof step === "number" ? ` (entry ${step + 1})` : typeof step === "string" ? ` (field ${step})` : "";
  return { ok: false, message: `Invalid value for ${key}: ${issue?.message ?? "not accepted"}${where}` };
}

/** Where a setting's current value comes from. */
export const SettingSource = z.enum(["setting", "environment", "default"]);
export type SettingSource = z.infer<typeof SettingSource>;

export const PlatformSetting = z.object({
  key: z.string(),
  label: z.string().describe("What the setting is called on the settings page."),
  category: z.enum(SETTINGS_CATEGORIES),
  description: z.string(),
  value: z.unknown().describe("The value in effect (JSON)."),
  default_value: z
    .unknown()
    .describe("The value in code, used when neither a super admin nor the environment set one."),
  source: SettingSource.describe(
    "setting: a super admin set it; environment: the Worker's variable; default: the code's default.",
  ),
  env_variable: z.string().nullable().describe("The environment variable used as the fallback, where one exists."),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable().describe("The user id of the super admin who last set it."),
  updated_by_email: z.string().nullable(),
});
export type PlatformSetting = z.infer<typeof PlatformSetting>;

export const PlatformSettingList = z.object({ items: z.array(PlatformSetting) });
export type PlatformSettingList = z.infer<typeof PlatformSettingList>;

export const PlatformSettingUpdate = z
  .object({
    value: z
      .unknown()
      .optional()
      .describe("Required: the new value (any JSON, null too); checked against the key's own schema."),
  })
  .refine((body) => body.value !== undefined, {
    message: "a value is required (any JSON, e.g. 10 or null)",
    path: ["value"],
  });
export type PlatformSettingUpdate = z.infer<typeof PlatformSettingUpdate>;

/** GET /api/site: what every page shows, readable by anyone. */
export const SiteInfo = z.object({ banner: SiteBanner.nullable() });
export type SiteInfo = z.infer<typeof SiteInfo>;
