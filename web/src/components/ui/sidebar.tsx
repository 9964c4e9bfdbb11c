import { PanelLeftIcon } from "lucide-react";
import { Slot } from "radix-ui";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from "react";
import { useIsMobile } from "@web/hooks/use-media-query";
import { cn } from "@web/lib/cn";
import { readCookie, writeCookie } from "@web/lib/cookies";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "./sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

/**
 * A collapsible sidebar in the shadcn/ui shape: Ctrl/Cmd+B toggles
 * it, its state is remembered in a cookie for 7 days, and below 768 px it becomes a drawer
 * (a Radix dialog, so focus is trapped and returned, and Escape closes it).
 */
export const SIDEBAR_COOKIE = "rrr:sidebar";
export const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 3600;
const SIDEBAR_SHORTCUT = "b";

interface SidebarContextValue {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /** The toggle button: focus returns there when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return value;
}

export function SidebarProvider({ children, className }: { children: ReactNode; className?: string }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readCookie(SIDEBAR_COOKIE) !== "collapsed");
  const [openMobile, setOpenMobile] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(SIDEBAR_COOKIE, next ? "expanded" : "collapsed", SIDEBAR_COOKIE_MAX_AGE);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((o) => !o);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === SIDEBAR_SHORTCUT) {
        e.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggleSidebar]);

  // Leaving the phone layout closes the drawer.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      triggerRef,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div className={cn("flex min-h-screen w-full bg-slate-50", className)} data-sidebar-state={value.state}>
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

/** The sidebar itself: a sticky column on wide screens, a drawer from the left on phones. */
export function Sidebar({
  children,
  label = "Sidebar",
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  const { isMobile, state, openMobile, setOpenMobile, triggerRef } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          closeLabel="Close navigation"
          className="gap-0 p-0"
          data-testid="sidebar-drawer"
          // The toggle is not the dialog's own trigger, so focus is sent back to it by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Links to the areas of the app</SheetDescription>
          <div className="flex h-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      aria-label={label}
      data-state={state}
      data-testid="sidebar"
      className={cn(
        "group/sidebar sticky top-0 flex h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200",
        state === "collapsed" ? "w-16" : "w-64",
        className,
      )}
    >
      {children}
    </aside>
  );
}

export function SidebarHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "flex h-16 shrink-0 items-center border-b border-slate-200 px-4 group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-3", className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("border-t border-slate-200 p-3", className)} {...props} />;
}

export function SidebarGroup({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1", className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  const { state, isMobile } = useSidebar();
  return (
    <p
      className={cn(
        "px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase",
        state === "collapsed" && !isMobile && "sr-only",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={cn("flex flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: HTMLAttributes<HTMLLIElement>) {
  return <li className={cn("relative", className)} {...props} />;
}

/**
 * A link or button in the menu. Pass the link as the child (`asChild`). When the sidebar is
 * collapsed the label is visually hidden (still read out) and shown as a tooltip.
 */
export function SidebarMenuButton({
  asChild,
  tooltip,
  className,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean; tooltip?: string }) {
  const { state, isMobile } = useSidebar();
  const Comp = asChild ? Slot.Root : "button";
  const button = (
    <Comp
      className={cn(
        "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 [&_svg]:shrink-0",
        state === "collapsed" && !isMobile && "justify-center px-2 [&>span]:sr-only",
        className,
      )}
      {...props}
    />
  );
  if (!tooltip || state !== "collapsed" || isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{tooltip}</TooltipContent>
    </Tooltip>
  );
}

/** The button that opens and closes the sidebar (or the drawer on phones). */
export function SidebarTrigger({ className, ...props }: ComponentProps<"button">) {
  const { toggleSidebar, isMobile, open, openMobile, triggerRef } = useSidebar();
  return (
    <button
      ref={triggerRef}
      type="button"
      onClick={toggleSidebar}
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl/Cmd+B)"
      className={cn("rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900", className)}
      {...props}
    >
      <PanelLeftIcon size={20} aria-hidden="true" />
    </button>
  );
}

/** The page column beside the sidebar. */
export function SidebarInset({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex min-w-0 flex-1 flex-col", className)} {...props} />;
}
