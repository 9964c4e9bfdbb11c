import { CONTACT_EMAIL } from "@web/lib/site";
import { LegalLayout } from "./legal-layout";

const mail = (
  <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-brand-700 underline underline-offset-2">
    {CONTACT_EMAIL}
  </a>
);

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          These terms apply when you use Rapid Risk Review, with or without an account. By using it you accept them. If
          you use it for an organization, you accept them on its behalf.
        </p>
      }
      sections={[
        {
          id: "service",
          title: "The service",
          body: (
            <>
              <p>
                Rapid Risk Review reads the public web pages of a vendor you name (its pricing, privacy, terms, security
                and trust pages) and produces an automated report: scores from 0 to 10 for pricing, privacy/legal and
                security risk, an overall score, findings that quote the vendor's pages, and a recommendation.
              </p>
              <p>
                Anyone may run analyses without an account, within an hourly limit. With an account, analyses belong to
                your organization and count towards its monthly assessment limit, which an administrator can raise.
              </p>
            </>
          ),
        },
        {
          id: "reports",
          title: "What a report is, and is not",
          body: (
            <>
              <p>
                Reports are produced automatically from what a vendor publishes at the time of the analysis. Vendors
                change their pages, may publish information we cannot read, and may state things that are not true. A
                report can therefore be incomplete or out of date.
              </p>
              <p>
                A report is an aid for your own review, not legal, security or financial advice and not a certification
                of the vendor. Check the quoted sources and ask the vendor the open questions before relying on it for
                an important decision.
              </p>
            </>
          ),
        },
        {
          id: "use",
          title: "Acceptable use",
          body: (
            <>
              <p>You agree not to:</p>
              <ul>
                <li>
                  use the service to attack, overload or probe websites, or to reach addresses that are not public
                  websites;
                </li>
                <li>
                  get around the limits on analyses, or access the service by automated means beyond its published
                  interface;
                </li>
                <li>present reports as the vendor's own statements or as an endorsement by us;</li>
                <li>use the service in breach of the law or of the rights of others.</li>
              </ul>
              <p>We may suspend access that breaks these rules.</p>
            </>
          ),
        },
        {
          id: "accounts",
          title: "Accounts and organizations",
          body: (
            <p>
              You sign in with a Google account and belong to one organization. New members wait until an administrator
              of the organization approves them. Administrators manage members, roles and the organization's
              assessments. Keep your Google account secure: actions taken while you are signed in are treated as yours.
            </p>
          ),
        },
        {
          id: "content",
          title: "Content",
          body: (
            <p>
              Reports quote short passages of vendors' pages for the purpose of review, with a link to the source; that
              content remains the vendors'. You keep the rights to what you add, such as assessment details and
              comments, and let us store and show it to the members of your organization to provide the service.
            </p>
          ),
        },
        {
          id: "liability",
          title: "Availability and liability",
          body: (
            <p>
              We work to keep the service available and accurate, but provide it as it is, without warranty. To the
              extent the law allows, we are not liable for decisions made on the basis of a report, or for indirect or
              consequential losses. Nothing in these terms limits liability that cannot be limited by law.
            </p>
          ),
        },
        {
          id: "changes",
          title: "Changes and contact",
          body: (
            <p>
              We may update these terms; the date above shows the latest version, and significant changes are announced
              in the product. Questions about these terms: {mail}.
            </p>
          ),
        },
      ]}
    />
  );
}
