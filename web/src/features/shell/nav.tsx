import { BuildingIcon, HomeIcon, ListCheckIcon, ShieldIcon } from "../../components/ui/icons";
import type { Me } from "../auth/me-query";
import type { NavItem } from "./app-shell";

/** Sidebar links of the signed-in area: the pages that exist, plus the admin areas by role. */
export function memberNav(me: Me): NavItem[] {
  const items: NavItem[] = [{ to: "/dashboard", label: "Dashboard", icon: <HomeIcon />, exact: true }];
  if (me.is_org_admin) items.push({ to: "/admin", label: "Admin Panel", icon: <BuildingIcon /> });
  if (me.is_super_admin) items.push({ to: "/superadmin", label: "Super Admin", icon: <ShieldIcon /> });
  return items;
}

export function adminNav(): NavItem[] {
  return [
    { to: "/admin", label: "Dashboard", icon: <BuildingIcon />, exact: true },
    { to: "/admin/approvals", label: "Approvals", icon: <ListCheckIcon /> },
    { to: "/dashboard", label: "Back to app", icon: <HomeIcon />, exact: true },
  ];
}

export function superAdminNav(): NavItem[] {
  return [
    { to: "/superadmin", label: "Dashboard", icon: <ShieldIcon />, exact: true },
    { to: "/dashboard", label: "Back to app", icon: <HomeIcon />, exact: true },
  ];
}
