import { Link, type LinkProps } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { PanelLeftIcon, XIcon } from "../../components/ui/icons";
import { Logo } from "../../components/ui/logo";
import { readCookie, writeCookie } from "../../lib/cookies";
import { cn } from "../../lib/cn";
import type { Me } from "../auth/me-query";
import { UserMenu } from "../auth/user-menu";

/**
 * The signed-in shell (spec 02 section 2): a sidebar that collapses with the button or
 * Ctrl/Cmd+B and remembers its state for 7 days, a drawer below 768 px, and a top bar with the
 * user menu.
 */
export interface NavItem {
  to: LinkProps["to"];
  label: string;
  icon: ReactNode;
  exact?: boolean;
}

const SIDEBAR_COOKIE = "rrr:sidebar";
const SIDEBAR_MAX_AGE = 7 * 24 * 3600;
const MOBILE_QUERY = "(max-width: 767px)";

function useIsMobile() {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(mq.matches);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);
  return mobile;
}

function NavLinks({ items, collapsed, onNavigate }: { items: NavItem[]; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={String(item.to)}>
          <Link
            to={item.to}
            activeOptions={{ exact: item.exact ?? false }}
            onClick={onNavigate}
            title={collapsed ? item.label : undefined}
            className={cn(
              "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              collapsed && "justify-center px-2",
            )}
            activeProps={{ className: "bg-brand-50 text-brand-800 hover:bg-brand-50", "aria-current": "page" }}
          >
            <span className="shrink-0">{item.icon}</span>
            <span className={cn(collapsed && "sr-only")}>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AppShell({ me, nav, heading, children }: { me: Me; nav: NavItem[]; heading?: ReactNode; children: ReactNode }) {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(() => readCookie(SIDEBAR_COOKIE) === "collapsed");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setDrawerOpen((o) => !o);
      return;
    }
    setCollapsed((c) => {
      writeCookie(SIDEBAR_COOKIE, c ? "expanded" : "collapsed", SIDEBAR_MAX_AGE);
      return !c;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "b") {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  useEffect(() => {
    if (!mobile) setDrawerOpen(false);
  }, [mobile]);

  useEffect(() => {
    if (!drawerOpen) return;
    drawerRef.current?.querySelector<HTMLElement>("a,button")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setDrawerOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);

  const sidebarOpen = mobile ? drawerOpen : !collapsed;

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {!mobile ? (
        <aside
          className={cn("sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width]", collapsed ? "w-18" : "w-64")}
          aria-label="Sidebar"
        >
          <div className={cn("flex h-16 items-center border-b border-slate-200", collapsed ? "justify-center" : "px-4")}>
            {collapsed ? (
              <Link to="/dashboard" aria-label="Rapid Risk Review home" className="rounded-md">
                <img src="/favicon.svg" alt="" className="h-8 w-8" />
              </Link>
            ) : (
              <Logo to="/dashboard" />
            )}
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
            <NavLinks items={nav} collapsed={collapsed} />
          </nav>
        </aside>
      ) : null}

      {mobile && drawerOpen ? (
        <div className="fixed inset-0 z-40" role="dialog" aria-modal="true" aria-label="Navigation">
          <div className="absolute inset-0 bg-slate-900/40" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
          <div ref={drawerRef} className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
            <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
              <Logo to="/dashboard" />
              <button type="button" onClick={() => setDrawerOpen(false)} className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label="Close navigation">
                <XIcon />
              </button>
            </div>
            <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
              <NavLinks items={nav} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </nav>
          </div>
        </div>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            ref={toggleRef}
            type="button"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-expanded={sidebarOpen}
            title="Toggle sidebar (Ctrl/Cmd+B)"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <PanelLeftIcon />
          </button>
          {mobile ? (
            <Link to="/dashboard" aria-label="Rapid Risk Review home" className="shrink-0 rounded-md">
              <img src="/favicon.svg" alt="" className="h-7 w-7" />
            </Link>
          ) : null}
          <div className="min-w-0 flex-1 truncate text-sm text-slate-600">{heading}</div>
          <UserMenu me={me} showName />
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
