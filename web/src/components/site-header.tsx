import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { meQueryOptions } from "../features/auth/api";
import { lazy, Suspense } from "react";
import { ButtonLink } from "./ui/button";
import { ScrollLink } from "./ui/scroll-link";
import { Logo } from "./ui/logo";

// The menu's code (Radix menu, sign-out) loads only when a signed-in user is shown a public page.
const UserMenu = lazy(() => import("../features/auth/user-menu").then((m) => ({ default: m.UserMenu })));

/**
 * Header of the public pages: logo, the landing page's scroll links, Sign In, and the user
 * menu when a user is known.
 */
export function SiteHeader({
  sectionLinks,
  reportHref = "#sample-report",
}: {
  sectionLinks?: boolean;
  reportHref?: `#${string}`;
}) {
  const { data: me } = useQuery(meQueryOptions);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {sectionLinks ? (
            <>
              <ScrollLink
                href="#how-it-works"
                className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:block"
              >
                How It Works
              </ScrollLink>
              <ScrollLink
                href={reportHref}
                className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:block"
              >
                Sample Report
              </ScrollLink>
            </>
          ) : null}
          {me ? (
            <>
              <Link
                to="/dashboard"
                className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:block"
              >
                Dashboard
              </Link>
              <Suspense fallback={<span className="h-9 w-14" aria-hidden="true" />}>
                <UserMenu me={me} />
              </Suspense>
            </>
          ) : (
            <ButtonLink to="/auth" variant="outline" size="sm" className="ml-1">
              Sign In
            </ButtonLink>
          )}
        </nav>
      </div>
    </header>
  );
}
