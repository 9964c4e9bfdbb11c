import type { ReactNode } from "react";
import { SiteFooter } from "@web/components/site-footer";
import { SiteHeader } from "@web/components/site-header";
import { useDocumentTitle } from "@web/lib/use-document-title";

export const LEGAL_UPDATED = "November 2026";

/** One section of a legal page: its anchor, its heading and its text. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Layout of the privacy policy and the terms: a readable column with a table of contents. */
export function LegalLayout({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1 bg-white">
        <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <header className="border-b border-slate-200 pb-8">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            <p className="mt-2 text-sm text-slate-600">Last updated: {LEGAL_UPDATED}</p>
            <div className="mt-6 space-y-4 leading-relaxed text-slate-700">{intro}</div>
          </header>
          <nav aria-label="On this page" className="mt-8 rounded-xl bg-slate-50 p-5">
            <p className="text-sm font-semibold text-slate-900">On this page</p>
            <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-20">
              <h2 id={`${s.id}-title`} className="text-xl font-bold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
