import { Link } from "@tanstack/react-router";
import { CONTACT_EMAIL } from "../lib/site";
import { LogoMark } from "./ui/logo";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <LogoMark className="h-6 w-6" />
          <span>© {new Date().getFullYear()} Rapid Risk Review</span>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/privacy" className="text-slate-700 hover:text-slate-900 hover:underline">
            Privacy Policy
          </Link>
          <Link to="/terms" className="text-slate-700 hover:text-slate-900 hover:underline">
            Terms of Service
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className="text-slate-700 hover:text-slate-900 hover:underline">
            Contact: {CONTACT_EMAIL}
          </a>
        </nav>
      </div>
    </footer>
  );
}
