/**
 * Security signals stated in text (certifications, headers and security.txt have their own
 * modules): access control, encryption, testing, disclosure, incident handling.
 */
import { SECURITY_PAGES, type SignalRule } from "./rule";
import { LINKED_SITES } from "./privacy";
import { anyOf, gap, seq } from "../reading/pattern";

const SEC_PREFER = [
  "security",
  "trust",
  "dpa",
  "faq",
  "home",
  "about",
  "privacy",
  "terms",
  "legal",
  "pricing",
  "other",
] as const;

/**
 * A sentence about how the vendor's own staff sign in ("all employees must use MFA to access
 * production", "internal access is gated through our corporate SSO"), naming nothing of the
 * customer's: a control of the vendor's, not a feature the customer gets.
 */
const STAFF_SIGN_IN =
  /\b(?:employees?|staff|personnel|engineers|contractors|internal access|corporate (?:SSO|identity provider))\b/i;
const CUSTOMER_SIDE =
  /\b(?:you|your|customers?|users?|accounts?|members?|admins?|administrators?|(?<!Google )workspaces?|teams?|plans?)\b/i;
const STAFF_ONLY = { test: (s: string) => STAFF_SIGN_IN.test(s) && !CUSTOMER_SIDE.test(s) };

/** A notice the vendor may or may not give: "we will determine whether notification is appropriate". */
export const DISCRETIONARY_NOTICE =
  /\bwhether (?:or not )?(?:to notify|to inform|notification|notice|to give notice)\b|\b(?:at|in) (?:our|its) (?:sole |absolute )?discretion,? (?:notify|inform|tell|alert)\b/i;

export const SECURITY_SIGNALS: SignalRule[] = [
  {
    id: "security.sso",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Single sign-on (SAML/SSO) is supported.",
    pattern: anyOf(
      /\b(?:SAML(?: 2\.0)?(?: single sign-on)?|single sign-on|SSO)\b/i,
      // An enterprise identity provider to sign in with: "supports Okta and Microsoft Entra ID login".
      seq(
        /\b(?:Okta|Azure (?:AD|Active Directory)|(?:Microsoft )?Entra ID|OneLogin|JumpCloud|Ping ?Identity|Google Workspace)\b/i,
        gap(40),
        /\b(?:log ?ins?|sign[- ]?ins?|logins?|authentication|identity provider|IdP)\b/i,
      ),
      // "your team can log in through your company's identity provider"
      seq(
        /\b(?:log|sign)(?:s|ged)? ?(?:in|on)\b/i,
        gap(30),
        /\b(?:your |their )?(?:company['’]s|corporate|organi[sz]ation['’]s|own) identity provider\b/i,
      ),
    ),
    unless: STAFF_ONLY,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.scim",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Automated user provisioning (SCIM) is supported.",
    pattern: /\bSCIM\b/i,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.mfa",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Multi-factor authentication is available.",
    pattern:
      /\b(?:two-factor|multi-factor|two-step|2-step) (?:authentication|verification)\b|\b(?:2FA|MFA)\b|\b(?:authenticator apps?|TOTP|hardware (?:security )?keys?|WebAuthn|FIDO2|passkeys?)\b/i,
    unless: STAFF_ONLY,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.no_mfa",
    dimension: "security",
    polarity: "risk",
    weight: 1,
    impact: "high",
    finding: "Multi-factor authentication is not available.",
    pattern: /\b(?:two-factor|multi-factor|two-step|2-step) (?:authentication|verification)\b|\b(?:2FA|MFA)\b/i,
    negation: "only",
    future: "any",
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.encryption_at_rest",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Data is encrypted at rest.",
    pattern: anyOf(
      /\bencrypt\w*\b[^.]{0,80}\bat rest\b|\bat rest\b[^.]{0,40}\bencrypt\w*|\bAES[- ]?256\b/i,
      // What is stored, said to be encrypted: "data stored in our databases is encrypted".
      /\b(?:stored|databases?|disks?|storage|volumes|backups)\b[^.;]{0,40}\b(?:is|are) (?:also |always |fully )?encrypted\b/i,
      /\bencrypted (?:storage|databases?|disks?|volumes)\b/i,
      // "Files are stored encrypted on disk", "data is kept encrypted".
      /\b(?:stored|kept|saved|held|persisted) (?:in (?:an )?)?encrypted(?: form| format)?\b/i,
      // "Files are encrypted on our servers and stay encrypted for as long as they're stored."
      /\bencrypted on (?:our |the )?(?:servers?|disks?|storage)\b|\b(?:stay|stays|remain|remains) encrypted\b/i,
    ),
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.encryption_in_transit",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Data is encrypted in transit (TLS).",
    // An address ("https://…") names a page, not how the vendor protects data.
    pattern: anyOf(
      /\bin transit\b|\bTLS(?: ?1\.[23])?\b|\bHTTPS\b(?![:/])/i,
      // "Traffic between your browser and our servers is always encrypted."
      /\b(?:traffic|connections?|communications?)\b[^.]{0,60}\b(?:is|are) (?:always |fully |all )?encrypted\b/i,
      /\btransport layer security\b/i,
      // "Every transfer is encrypted while it travels between your device and our servers."
      /\bencrypted (?:while|as|when) (?:it|they|data|files) (?:travels?|moves?|(?:is|are) (?:sent|transferred|transmitted))\b/i,
    ),
    requires: /\b(?:encrypt\w*|TLS|HTTPS(?![:/]))\b/i,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.pen_test",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Independent penetration tests are performed.",
    pattern: anyOf(
      /\bpen(?:etration)?[- ]?test(?:s|ing|ed|ers)?\b/i,
      // Outside testers named as such: "independent security firms test our application".
      seq(
        /\b(?:independent|external|third[- ]party|outside) (?:security )?(?:firms?|companies|researchers|experts|testers|auditors)\b/i,
        gap(30),
        /\b(?:test|tests|tested|testing|attack|attacks|probe|assess|assesses)\b/i,
        gap(30),
        /\b(?:application|applications|app|apps|systems?|platform|infrastructure|network|product|service|code|security)\b/i,
      ),
    ),
    // Reports of the cloud provider's own tests ("penetration test reports for our cloud provider, AWS").
    unless:
      /\b(?:for|of) our (?:cloud|hosting|infrastructure|data cent(?:er|re)) (?:provider|partner)s?\b|\bAWS Artifact\b/i,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.bug_bounty",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "A bug bounty programme rewards vulnerability reports.",
    pattern: anyOf(
      /\bbug bounty\b|\breward(?:s)? (?:security )?researchers\b/i,
      /\b(?:HackerOne|Bugcrowd|Intigriti|YesWeHack)\b/i,
      // Paid for a report: "we pay researchers for valid security reports", "earn a reward".
      seq(
        /\b(?:pay|pays|paid|reward|rewards|rewarded|compensate|earn)\b/i,
        gap(40),
        /\b(?:vulnerabilit\w*|security (?:reports?|issues?|bugs?|findings?)|valid reports?)\b/i,
      ),
      seq(
        /\b(?:report|submit|disclose)\w*\b[^.;]{0,40}\bvulnerabilit\w*/i,
        gap(60),
        /\b(?:earn|receive|get) (?:a )?(?:rewards?|bount\w*|payouts?)\b/i,
      ),
      /\bvulnerabilit\w*\b[^.;]{0,60}\b(?:eligible for (?:a )?(?:rewards?|bount\w*|payouts?)|(?:are|is|will be) rewarded)\b/i,
    ),
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.no_bug_bounty",
    dimension: "security",
    polarity: "info",
    weight: 0,
    impact: "low",
    finding: "There is no (paid) bug bounty programme.",
    pattern: /\b(?:paid )?bug bounty\b|\bmonetary rewards?\b/i,
    negation: "only",
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.vuln_disclosure",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "There is a way to report vulnerabilities.",
    pattern: anyOf(
      /\breport (?:a |any )?(?:vulnerabilit\w*|security (?:vulnerabilit\w*|issues?|problems?))\b/i,
      /\bresponsible disclosure\b/i,
      /\bvulnerability disclosure\b/i,
      /\bcoordinated (?:vulnerability )?disclosure\b/i,
      /\bsecurity@[a-z0-9.-]+\b/i,
      /\bsecurity\.txt\b/i,
      /\bif you find a (?:security )?(?:problem|vulnerability|issue)\b/i,
      /\breport\w* (?:any |suspected |potential )*(?:vulnerabilit\w*|security (?:issues?|flaws?))\b[^.;]{0,40}\b(?:responsibly|through|via|to us|to our)\b/i,
    ),
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.incident_notification",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Customers are notified of security incidents or breaches.",
    pattern: anyOf(
      /\bnotif(?:y|ied|ies|ication)\b[^.]{0,140}\b(?:security )?(?:incident|breach)\w*/i,
      /\b(?:incident|breach)\w*\b[^.]{0,140}\bnotif(?:y|ied|ies|ication)\b/i,
      // "we will inform you promptly", "affected customers are emailed within 72 hours of a
      // breach", "notify Customer of any unauthorised access to Customer Data"
      /\b(?:incident|breach)\w*\b[^.]{0,80}\b(?:inform(?:ed)?|tell|told|e-?mail(?:ed)?|alert(?:ed)?) (?:you|affected|customers?|users?)\b/i,
      /\b(?:inform(?:ed)?|tell|told|e-?mail(?:ed)?|alert(?:ed)?|let you know)\b[^.]{0,80}\b(?:security )?(?:incident|breach)\w*/i,
      /\b(?:incident|breach)\w*\b[^.]{0,80}\b(?:let you know|(?:you|users?|customers?) (?:will|shall) be (?:notified|informed|told|alerted|emailed))\b/i,
      /\bnotify (?:you|customers?|users?|affected \w+|the customer)\b[^.]{0,40}\bunauthori[sz]ed (?:access|disclosure)\b/i,
    ),
    // The customer's duty to tell the vendor ("You will notify us of any breach of your account").
    unless: anyOf(
      DISCRETIONARY_NOTICE,
      LINKED_SITES,
      /\b(?:notify|inform|tell|e-?mail|alert) us\b/i,
      seq(
        /\b(?:you|users?|customers?)\b[^.;]{0,20}\b(?:must|shall|will|agree to|are required to)\b/i,
        /[^.;]{0,20}\bnotify\b/i,
      ),
    ),
    commitment: true,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.incident_response",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "An incident response plan or team is in place.",
    pattern: anyOf(
      /\bincident response (?:plan|process|team|procedures?|program(?:me)?|playbooks?|runbooks?)\b/i,
      // A team on call for incidents: "our security team is on call 24/7 to respond to security incidents".
      seq(
        /\b(?:on[- ]call|24\/7|around the clock|dedicated)\b/i,
        gap(40),
        /\b(?:respond|response|handle|investigate)\w*\b/i,
        gap(20),
        /\b(?:security )?incidents?\b/i,
      ),
    ),
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.status_page",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Service availability is published on a status page.",
    pattern: /\bstatus page\b|\bstatus\.[a-z0-9-]+\.[a-z]{2,}\b|\buptime (?:sla|history)\b/i,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.access_control",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Internal access to customer data is restricted and controlled.",
    pattern: anyOf(
      /\bleast[- ]privilege\b/i,
      /\brole-based access\b/i,
      /\bbackground checks\b/i,
      /\bjust[- ]in[- ]time\b/i,
      /\baccess (?:to production systems )?(?:is )?(?:limited|restricted|logged)\b/i,
      /\baccess to production\b/i,
      // "employee access to customer data is logged and audited", "access to Personal Data is
      // limited to those personnel who require it"
      /\baccess to (?:(?:customer|personal|user|your|client|patient) ){0,2}(?:data|information|systems)\b[^.]{0,30}\b(?:is|are) (?:strictly |only )?(?:limited|restricted|logged|monitored|audited|controlled)\b/i,
    ),
    // Roles the customer gives its own people are a feature, not the vendor's controls.
    unless:
      /\b(?:for|to) your (?:team|teams|organi[sz]ation|workspace|members|users)\b|\blets? (?:your )?(?:admins?|administrators|owners)\b|\bteam members\b/i,
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.backups",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Backups are taken regularly.",
    pattern: anyOf(
      seq(
        /\bbackups?\b[^.]{0,60}\b/i,
        /(?:daily|hourly|every|nightly|tested|restor\w* (?:tests?|testing|drills?|exercises?))\b/i,
      ),
      /\b(?:daily|hourly|nightly|encrypted) (?:backups?|snapshots?)\b/i,
      /\bbacked up (?:every|daily|nightly)\b/i,
      /\bpoint-in-time (?:recovery|restores?|backups?)\b/i,
      /\bwe (?:also |automatically )?back up\b[^.;]{0,60}\b(?:daily|hourly|nightly|every|regularly|continuously)\b/i,
    ),
    // How long copies are kept is retention, unless the sentence also says how often they are taken.
    unless: {
      test: (t: string) =>
        /\bretain|\bretention\b|\bdelet/i.test(t) &&
        !/\b(?:daily|hourly|nightly|automated|automatic|continuous)\b/i.test(t),
    },
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.secure_development",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Code changes are reviewed and scanned for vulnerabilities.",
    pattern: anyOf(
      /\bpeer-reviewed\b/i,
      /\bcode reviews?\b/i,
      /\bdependency scanning\b/i,
      /\bvulnerable dependencies\b/i,
      /\bstatic analysis\b/i,
      /\bautomated (?:vulnerability )?scanning\b/i,
      /\bvulnerability scanning\b/i,
      /\bsecure (?:software )?development\b/i,
    ),
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.password_hashing",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Passwords are stored hashed.",
    pattern: anyOf(
      /\b(?:bcrypt|argon2(?:id|i|d)?|scrypt|pbkdf2)\b/i,
      /\b(?:passwords?|(?:authentication |login )?credentials) (?:are|is) (?:stored )?(?:(?:as|using|with|in) )?(?:(?:salted|one-way|cryptographic|secure) )*(?:hashed|salted|hash(?:es|ing)?)\b/i,
      // "we only keep a one-way cryptographic hash of it" (of the password the sentence names)
      seq(/\bpasswords?\b/i, gap(80), /\b(?:one-way|salted)(?: cryptographic)? hash(?:es)?\b/i),
    ),
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.no_security_team",
    dimension: "security",
    polarity: "risk",
    weight: 1,
    impact: "high",
    finding: "There is no dedicated security team.",
    pattern: /\bno (?:dedicated |full-time )?security (?:team|staff|function)\b/i,
    negation: "any",
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.single_operator",
    dimension: "security",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "The service is run by a single person (key-person risk for support, security and continuity).",
    pattern: anyOf(
      seq(
        /\b(?:built|run|maintained|operated|developed) (?:and (?:run|maintained|operated) )?by /i,
        /(?:one person|a single (?:person|developer)|myself)\b/i,
      ),
      /\bsolo (?:developer|founder|project)\b/i,
      /\b(?:it'?s|is) a side project\b/i,
      /\bone-person (?:company|team|project)\b/i,
    ),
    kinds: SECURITY_PAGES,
    prefer: ["about", "home", "security", "faq", "other"],
  },
  {
    id: "security.no_audit",
    dimension: "security",
    polarity: "risk",
    weight: 1,
    impact: "high",
    finding: "The vendor says it has no independent security audit or certification.",
    pattern: anyOf(
      /\bno (?:independent |external |security |third-party )?audits?\b/i,
      seq(
        /\b(?:has|have) not (?:yet )?(?:completed|passed|undergone|obtained|achieved) /i,
        /(?:an?y? )?(?:SOC|ISO|security|independent|external|third-party)\b[^.]{0,40}\b/i,
        /(?:audit|certification|report|attestation)\b/i,
      ),
      /\bnot (?:yet )?(?:independently )?(?:audited|certified)\b/i,
    ),
    negation: "any",
    future: "any",
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.breach_notice_deadline",
    dimension: "security",
    polarity: "strength",
    weight: -0.25,
    impact: "low",
    finding: "Breach notice has a stated deadline ($1).",
    pattern: anyOf(
      /\bwithin (\d+ (?:hours|business days|days)|(?:twenty-four|forty-eight|seventy-two) hours)\b/i,
      /\b(\d+) hours of (?:confirming|becoming aware|discovery|detecting)\b/i,
    ),
    requires: /\b(?:breach\w*|incident\w*)\b/i,
    unless: anyOf(
      /\bnotify us\b/i,
      // A breach of the contract, with its time to cure, is not a breach of data.
      /\b(?:material(?:ly)? breach|cure (?:such|the|that|a|any) breach|(?:fails?|failure) to cure|non-?breaching party|breach(?:es)? (?:of )?(?:these terms|this agreement|the agreement|any (?:material )?(?:term|provision|obligation)))\b/i,
      seq(
        /\b(?:you|users?|customers?)\b[^.;]{0,20}\b(?:must|shall|will|agree to|are required to)\b/i,
        /[^.;]{0,20}\bnotify\b/i,
      ),
    ),
    commitment: true,
    kinds: SECURITY_PAGES,
    prefer: ["security", "trust", "dpa", "faq", "privacy", "terms", "legal", "other"],
  },
  {
    id: "security.uptime_sla",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "An uptime commitment is stated ($1), with remedies if it is missed.",
    pattern: anyOf(
      /\b(\d{2}(?:[.,]\d{1,3})?\s?%)\s?(?:monthly |annual |yearly )?(?:uptime|availability)\b/i,
      /\b(?:uptime|availability)\b[^.]{0,40}\bbelow (\d{2}(?:[.,]\d{1,3})?\s?%)/i,
    ),
    requires: /\b(?:SLA|service level|credits?|commit\w*|guarantee\w*)\b/i,
    kinds: [...SECURITY_PAGES, "legal"],
    prefer: ["legal", "terms", "security", "trust", "pricing", "faq", "home", "other"],
  },
  {
    id: "security.customer_managed_keys",
    dimension: "security",
    polarity: "strength",
    weight: -0.5,
    impact: "low",
    finding: "Customers can manage their own encryption keys.",
    pattern: anyOf(
      /\bbring (?:your|their|its) own (?:encryption )?keys?\b/i,
      /\bBYOK\b/i,
      /\bHYOK\b/i,
      /\bcustomer[- ]managed (?:encryption )?keys?\b/i,
      /\bcustomer[- ]controlled (?:encryption )?keys?\b/i,
      /\bhold your own keys?\b/i,
      /\bexternal key management\b/i,
    ),
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
  {
    id: "security.mfa_planned",
    dimension: "security",
    polarity: "risk",
    weight: 0.75,
    impact: "medium",
    finding: "Multi-factor authentication is only planned, not available.",
    pattern: anyOf(
      seq(
        /\b(?:two-factor|multi-factor|two-step|2-step) (?:authentication|verification)\b/i,
        /[^.]{0,30}\b(?:coming soon|planned|on (?:our|the) roadmap|not yet available)\b/i,
      ),
      /\b(?:2FA|MFA)\b[^.]{0,30}\b(?:coming soon|planned|on (?:our|the) roadmap|not yet available)\b/i,
    ),
    negation: "any",
    future: "any",
    kinds: SECURITY_PAGES,
    prefer: [...SEC_PREFER],
  },
];
