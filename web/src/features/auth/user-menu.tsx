import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Building2Icon, ChevronDownIcon, LogOutIcon, MonitorSmartphoneIcon, ShieldIcon } from "lucide-react";
import { useState } from "react";
import { Avatar, AvatarFallback } from "@web/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/cn";
import { logout } from "./logout";
import type { Me } from "./api";
import { displayName, initials } from "@core/contract/names";
import { canDo } from "./permissions";

/** The initials avatar (two letters, "U" when the name gives none). */
export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <Avatar className={className} aria-hidden="true">
      <AvatarFallback>{initials(name) || "U"}</AvatarFallback>
    </Avatar>
  );
}

/**
 * The user menu: name and e-mail, Super Admin and Organization Admin by the
 * permission policy, Log out, and Sign out everywhere (ends the user's sessions in every browser
 * and device). Keyboard use and focus return come from the Radix menu.
 */
export function UserMenu({ me, showName = false }: { me: Me; showName?: boolean }) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = displayName(me.user.full_name, me.user.email);
  const superAdmin = canDo(me, "platform.manage");
  const orgAdmin = canDo(me, "organization.manage");

  const onLogout = async (everywhere = false) => {
    setBusy(true);
    await logout(queryClient, { everywhere });
    setBusy(false);
    await navigate({ to: "/auth" });
  };

  return (
    // Not modal: the page stays in the accessibility tree while the menu is open (the trigger keeps its name).
    <DropdownMenu modal={false}>
      {/* Named by its content ("<name> User menu"), so the visible name is part of the accessible one. */}
      <DropdownMenuTrigger
        disabled={busy}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 hover:bg-slate-100 disabled:opacity-60 data-[state=open]:bg-slate-100"
      >
        <UserAvatar name={name} />
        {showName ? (
          <span className="hidden max-w-40 truncate text-sm font-medium text-slate-800 md:inline">{name}</span>
        ) : null}
        <span className="sr-only">User menu</span>
        <ChevronDownIcon size={16} aria-hidden="true" className="text-slate-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" aria-label="User menu">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
          <p className="truncate text-xs font-normal text-slate-600">{me.user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {superAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/superadmin">
              <ShieldIcon size={16} aria-hidden="true" /> Super Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        {orgAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Building2Icon size={16} aria-hidden="true" /> Organization Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        {superAdmin || orgAdmin ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem className={cn(busy && "opacity-60")} onSelect={() => void onLogout()}>
          <LogOutIcon size={16} aria-hidden="true" /> Log out
        </DropdownMenuItem>
        <DropdownMenuItem className={cn(busy && "opacity-60")} onSelect={() => void onLogout(true)}>
          <MonitorSmartphoneIcon size={16} aria-hidden="true" /> Sign out everywhere
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
