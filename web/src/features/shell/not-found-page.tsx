import { useEffect } from "react";
import { SiteFooter } from "@web/components/site-footer";
import { SiteHeader } from "@web/components/site-header";
import { ButtonLink } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { recordPageView } from "../page-views/record-page-view";

/**
 * The 404 content. The unknown address is logged: to the console and to the server as a
 * "not_found" page view.
 */
export function NotFoundContent() {
  useDocumentTitle("Page not found");
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}${location.search}`);
    recordPageView("not_found", location.href);
  }, []);
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="max-w-md text-center">
        <p className="text-6xl font-extrabold tracking-tight text-brand-800">404</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Oops! Page not found</h1>
        <p className="mt-3 leading-relaxed text-slate-700">The page you're looking for doesn't exist or has moved.</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}

/** The 404 page of the public site, with its header and footer. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex flex-1">
        <NotFoundContent />
      </main>
      <SiteFooter />
    </div>
  );
}
