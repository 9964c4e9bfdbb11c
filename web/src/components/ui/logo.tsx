import { Link } from "@tanstack/react-router";
import { cn } from "@web/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("h-8 w-8", className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path d="M16 6l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V9l8-3z" fill="#fff" />
      <path
        d="M12.5 16.2l2.4 2.4 4.8-5"
        stroke="#1e3a8a"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ to = "/" }: { to?: "/" | "/dashboard" }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-bold tracking-tight text-slate-900">
      <LogoMark />
      <span className="text-base sm:text-lg">Rapid Risk Review</span>
    </Link>
  );
}
