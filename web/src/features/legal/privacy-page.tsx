import { CONTACT_EMAIL } from "@web/lib/site";
import { LegalLayout, type LegalSection } from "./legal-layout";

const mail = (
  <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2">
    {CONTACT_EMAIL}
  </a>
);

const INTRO = (
  <>
    <p>
      Rapid Risk Review reads the public web pages of SaaS and AI vendors and turns them into risk reports. This policy
      explains what we store about you when you use it, why, and what you can ask us to do with it.
    </p>
    <p>In short: we collect little, we do not sell it, and we do not use advertising trackers.</p>
  </>
);

const SECTIONS: LegalSection[] = [
  {
    id: "analyses",
    title: "Analyses you run",
    body: (
      <>
        <p>When you analyze a vendor we store:</p>
        <ul>
          <li>the vendor address you entered, the time, and the state and result of the analysis;</li>
          <li>
            without an account, a one-way hash of your network address, used only to apply the hourly limit on free
            analyses; the address itself is not stored;
          </li>
          <li>
            when you are signed in, your user account and your organization, so the analysis counts towards your
            organization's monthly limit and can be saved for your team.
          </li>
        </ul>
        <p>
          Reports are about vendors, not about you. A finished report is cached for up to 7 days and shown to anyone who
          asks about the same vendor in that time. Only the vendor's public pages are read; we never ask you for
          credentials to a vendor's service.
        </p>
      </>
    ),
  },
  {
    id: "page-views",
    title: "Page views",
    body: (
      <>
        <p>When you open the home page, or a page that does not exist, we record a page view with:</p>
        <ul>
          <li>
            which version of the home page you saw, the page address and the page that linked to it (the referrer);
          </li>
          <li>your browser's user-agent string;</li>
          <li>
            a random session identifier kept in your browser's local storage, so we can count visits without knowing who
            you are;
          </li>
          <li>your user id, only when you are signed in.</li>
        </ul>
        <p>
          A second page view is recorded when an analysis finishes, so we can tell how many visits lead to a report. We
          use page views only to improve the product.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <>
        <ul>
          <li>
            <strong>Sign-in cookies</strong>: set when you sign in, keep you signed in, and are removed when you log
            out. Scripts cannot read them. Only a hash of the session secret is stored on our side.
          </li>
          <li>
            <strong>Recent vendors</strong> (<code>rrr:recent-vendors</code>): up to 20 vendors you analyzed, with the
            time and the score, kept for 90 days so the home page can show them again. The server does not use it.
          </li>
          <li>
            <strong>Sidebar state</strong>: whether the dashboard sidebar is open, for 7 days.
          </li>
          <li>
            <strong>Local and session storage</strong>: the random page-view session identifier, and the analysis that
            is running in the current tab, so you can navigate away and come back to it.
          </li>
        </ul>
        <p>
          We use no advertising or cross-site tracking cookies. Clearing your browser's site data removes all of the
          above.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Account data",
    body: (
      <>
        <p>
          You sign in with a Google account. From Google we receive your e-mail address, your name and your profile
          picture address. We store them with:
        </p>
        <ul>
          <li>your organization, your roles in it, and your request to join it (approved, pending or rejected);</li>
          <li>
            the assessments you save, the ones you watch for vendor changes, your comments and your notifications;
          </li>
          <li>
            a record of administrative actions in your organization (for example approving a member), kept for
            accountability;
          </li>
          <li>
            sign-in sessions, with the time, the browser and the network address they were created from, so you and your
            administrators can spot sessions you do not recognize.
          </li>
        </ul>
        <p>
          Administrators of your organization can see your name, e-mail address, roles and the assessments shared with
          the organization.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who else processes data",
    body: (
      <>
        <p>
          We do not sell personal data. We share it only with the services we need to run the product, and with what
          your organization chooses to connect:
        </p>
        <ul>
          <li>our hosting and database provider, which runs the application and stores its data;</li>
          <li>Google, when you choose to sign in with Google;</li>
          <li>
            an e-mail delivery provider, to send you notifications such as the decision on your request to join an
            organization.
          </li>
          <li>
            the webhook addresses and Slack channels your organization's administrators connect: they receive the events
            chosen there (a tool's name, address, score and risk level, a decision and its comment, a change on a
            vendor's pages, a link into the product), naming people only by an internal identifier, never by name or
            e-mail address;
          </li>
          <li>
            programs your organization's administrators give an API token: they read and write what the token's scopes
            allow, in your organization only, until it expires or is revoked.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <p>
        Cached reports expire after 7 days. Analyses, page views and account data are kept while they are needed to
        provide the service and for your organization's records. When an account is deleted we delete or anonymize its
        personal data, except where we must keep it by law.
      </p>
    ),
  },
  {
    id: "rights",
    title: "Your rights and contact",
    body: (
      <p>
        You can ask us for a copy of your personal data, to correct it, to delete it, or to stop processing it, and you
        can complain to your data protection authority. Write to {mail}; we answer within 30 days.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return <LegalLayout title="Privacy Policy" intro={INTRO} sections={SECTIONS} />;
}
