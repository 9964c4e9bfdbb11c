import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { BuildingIcon, ChevronDownIcon, LogOutIcon, ShieldIcon } from "../../components/ui/icons";
import { cn } from "../../lib/cn";
import { logout } from "./logout";
import type { Me } from "./me-query";
import { displayName, initials } from "./names";

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white", className)}
    >
      {initials(name) || "U"}
    </span>
  );
}

/**
 * The user menu (spec 01 section 2): name and e-mail, Super Admin and Organization Admin by role,
 * Log out, and Sign out everywhere (ends the user's sessions in every browser). A menu button
 * with arrow-key navigation; Escape closes and returns focus.
 */
export function UserMenu({ me, showName = false }: { me: Me; showName?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = displayName(me.user.full_name, me.user.email);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === "ArrowDown") {
      e.preventDefault();
      list[(index + 1) % list.length]?.focus();
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      list[(index - 1 + list.length) % list.length]?.focus();
    } else if (e.key === "Home") {
      e.preventDefault();
      list[0]?.focus();
    } else if (e.key === "End") {
      e.preventDefault();
      list[list.length - 1]?.focus();
    } else if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if (e.key === "Tab") {
      setOpen(false);
    }
  };

  const onLogout = async (everywhere = false) => {
    setBusy(true);
    setOpen(false);
    await logout(queryClient, { everywhere });
    setBusy(false);
    await navigate({ to: "/auth" });
  };

  const itemClass = "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none";

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 hover:bg-slate-100 disabled:opacity-60"
      >
        <Avatar name={name} />
        {showName ? <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 md:inline">{name}</span> : null}
        <ChevronDownIcon size={16} className="text-slate-500" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="User menu"
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2" role="none">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-600">{me.user.email}</p>
          </div>
          <div className="my-1 h-px bg-slate-200" role="separator" />
          {me.is_super_admin ? (
            <Link to="/superadmin" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
              <ShieldIcon size={16} /> Super Admin
            </Link>
          ) : null}
          {me.is_org_admin ? (
            <Link to="/admin" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
              <BuildingIcon size={16} /> Organization Admin
            </Link>
          ) : null}
          {me.is_super_admin || me.is_org_admin ? <div className="my-1 h-px bg-slate-200" role="separator" /> : null}
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => onLogout()}>
            <LogOutIcon size={16} /> Log out
          </button>
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => onLogout(true)}>
            <LogOutIcon size={16} /> Sign out everywhere
          </button>
        </div>
      ) : null}
    </div>
  );
}
