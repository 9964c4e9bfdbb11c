import {
  BadgeCheckIcon,
  CalendarClockIcon,
  ClipboardListIcon,
  LibraryIcon,
  SearchCheckIcon,
  ShieldCheckIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { TRIAL_DAYS_DEFAULT, TRIAL_DAYS_MAX, TRIAL_NOTICE_DAYS } from "@core/contract/safe-to-try-rules";
import { SiteFooter } from "@web/components/site-footer";
import { SiteHeader } from "@web/components/site-header";
import { ButtonLink } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/lib/use-document-title";

const STEPS: { icon: ReactNode; title: string; text: ReactNode }[] = [
  {
    icon: <ClipboardListIcon size={20} />,
    title: "Ask for the tool",
    text: "Paste its website. Its report is ready in seconds; when you save it, say what data will go into it (public, internal, confidential or personal) and how many people will use it.",
  },
  {
    icon: <SearchCheckIcon size={20} />,
    title: "Get an answer at once",
    text: "Your organization's Safe-to-Try policy answers immediately, with every reason: the overall score and risk level against its limits, findings that always need a reviewer (selling personal data, training on customer content without an opt-out, no privacy policy, …) quoted from the vendor's own pages, the data and the number of people.",
  },
  {
    icon: <ShieldCheckIcon size={20} />,
    title: "Try it with guardrails",
    text: `A request within the limits is approved for a trial right away (${TRIAL_DAYS_DEFAULT} days unless your admins choose up to ${TRIAL_DAYS_MAX}), with the guardrails everyone on trial sees, such as "No customer data". Anything else goes to a reviewer, who sees the same reasons.`,
  },
  {
    icon: <CalendarClockIcon size={20} />,
    title: "Decide before it ends",
    text: `You and the reviewers are told ${TRIAL_NOTICE_DAYS[0]} days and ${TRIAL_NOTICE_DAYS[1]} day before the trial ends. Then a reviewer approves it, approves it with conditions, extends the trial once, or retires it. Reviewers can step in at any time.`,
  },
  {
    icon: <LibraryIcon size={20} />,
    title: "Grow the official catalog",
    text: 'Every tool lands in your organization\'s catalog with its state, conditions, trial end and who decided. Anyone can ask "Can I use X?", and a tool that is not approved points to the approved ones of its kind.',
  },
];

/**
 * /safe-to-try: how the Safe-to-Try Lane works, the page the landing page's promise links to
 * (faster approvals, clear guardrails, an official catalog), with the ways in: check a tool, or
 * sign in to the organization's catalog.
 */
export function SafeToTryPage() {
  useDocumentTitle("The Safe-to-Try Lane");
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1 bg-white">
        <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <header className="space-y-4">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">How it works</p>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">The Safe-to-Try Lane</h1>
            <p className="max-w-2xl text-lg leading-relaxed text-slate-700">
              A safe way to say yes: low-risk tools are approved for a trial in seconds, by rules your organization
              sets, from the vendor's own public evidence. Everything else reaches a reviewer with the reasons already
              gathered.
            </p>
            <div className="flex flex-col gap-3 pt-2 sm:flex-row">
              <ButtonLink to="/" size="lg">
                <BadgeCheckIcon size={18} aria-hidden="true" /> Check a tool now
              </ButtonLink>
              <ButtonLink to="/dashboard/catalog" variant="outline" size="lg">
                <LibraryIcon size={18} aria-hidden="true" /> Your organization's catalog
              </ButtonLink>
            </div>
          </header>
          <ol className="mt-12 space-y-4">
            {STEPS.map((step, i) => (
              <li key={step.title}>
                <Card className="flex gap-4 p-5 sm:p-6">
                  <span
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                    aria-hidden="true"
                  >
                    {step.icon}
                  </span>
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-slate-900">
                      {i + 1}. {step.title}
                    </h2>
                    <p className="mt-1.5 leading-relaxed text-slate-700">{step.text}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
          <section aria-labelledby="admins-title" className="mt-12 rounded-xl bg-slate-50 p-6">
            <h2 id="admins-title" className="text-lg font-semibold text-slate-900">
              For administrators
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">
              The lane is off until an administrator turns it on in Settings → Organization. The policy sets the highest
              score and risk level that may be tried without review, the findings that always need review, the most
              sensitive data, the trial's length and size, and the guardrails. Every change is a new version in the
              audit log, and every trial names the version that granted it.
            </p>
          </section>
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
