import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Logo, LogoMark } from "@web/components/ui/logo";
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from "@web/components/ui/sidebar";
import type { Me } from "../auth/api";
import { UserMenu } from "../auth/user-menu";
import { NotificationsBell } from "../notifications/notifications-bell";

/**
 * The signed-in layout, shared by /dashboard, /admin and
 * /superadmin: each passes its own sidebar sections and heading. The sidebar collapses with its
 * button or Ctrl/Cmd+B (remembered 7 days) and is a drawer below 768 px; the top bar holds the
 * notifications slot and the user menu.
 */
export interface NavItem {
  /** A route of the app; pages that come later may not exist yet (they show the 404 inside the shell). */
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on this exact path (an area's home). */
  exact?: boolean;
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

export function AppShell({
  me,
  nav,
  heading,
  home = "/dashboard",
  children,
}: {
  me: Me;
  nav: NavSection[];
  heading?: ReactNode;
  home?: "/dashboard";
  children: ReactNode;
}) {
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Sidebar label="Sidebar">
        <SidebarHeader>
          <SidebarLogo home={home} />
        </SidebarHeader>
        <SidebarContent>
          <nav aria-label="Main" className="flex flex-col gap-4">
            {nav.map((section) => (
              <NavGroup key={section.label} section={section} />
            ))}
          </nav>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <SidebarTrigger />
          <MobileHomeLink home={home} />
          <div className="min-w-0 flex-1 truncate text-sm text-slate-600">{heading}</div>
          <NotificationsSlot />
          <UserMenu me={me} showName />
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

function SidebarLogo({ home }: { home: "/dashboard" }) {
  const { state, isMobile } = useSidebar();
  if (state === "collapsed" && !isMobile) {
    return (
      <Link to={home} aria-label="Rapid Risk Review home" className="rounded-md">
        <LogoMark />
      </Link>
    );
  }
  return <Logo to={home} />;
}

function MobileHomeLink({ home }: { home: "/dashboard" }) {
  const { isMobile } = useSidebar();
  if (!isMobile) return null;
  return (
    <Link to={home} aria-label="Rapid Risk Review home" className="shrink-0 rounded-md">
      <LogoMark className="h-7 w-7" />
    </Link>
  );
}

function NavGroup({ section }: { section: NavSection }) {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{section.label}</SidebarGroupLabel>
      <SidebarMenu>
        {section.items.map((item) => (
          <SidebarMenuItem key={item.to}>
            <SidebarMenuButton asChild tooltip={item.label}>
              <Link
                to={item.to as LinkProps["to"]}
                activeOptions={{ exact: item.exact ?? false, includeSearch: false }}
                activeProps={{ "aria-current": "page" }}
                onClick={() => {
                  if (isMobile) setOpenMobile(false);
                }}
              >
                {item.icon}
                <span>{item.label}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}

/** The notifications bell , in every signed-in area's top bar. */
export function NotificationsSlot() {
  return <NotificationsBell />;
}
