import {
  Building2Icon,
  ChartColumnIcon,
  ClipboardCheckIcon,
  FilePlus2Icon,
  FileTextIcon,
  HouseIcon,
  KeyRoundIcon,
  LibraryIcon,
  ListChecksIcon,
  RadarIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldIcon,
  UsersIcon,
  WebhookIcon,
} from "lucide-react";
import type { Me } from "../auth/api";
import { canDo } from "../auth/permissions";
import type { NavSection } from "./app-shell";

/**
 * The sidebars of the three signed-in areas. Links to the admin areas are
 * shown by the permission policy. Pages that come later are linked already.
 */
const icon = (Icon: typeof HouseIcon) => <Icon size={20} aria-hidden="true" />;

export function memberNav(me: Me): NavSection[] {
  const sections: NavSection[] = [
    {
      label: "Workspace",
      items: [
        { to: "/dashboard", label: "Dashboard", icon: icon(HouseIcon), exact: true },
        { to: "/dashboard/assessments", label: "Assessments", icon: icon(FileTextIcon) },
        { to: "/dashboard/new-assessment", label: "New Assessment", icon: icon(FilePlus2Icon) },
        { to: "/dashboard/approvals", label: "Approvals", icon: icon(ClipboardCheckIcon) },
        { to: "/dashboard/catalog", label: "Catalog", icon: icon(LibraryIcon) },
        { to: "/dashboard/changes", label: "Vendor Changes", icon: icon(RadarIcon) },
        { to: "/dashboard/team", label: "Team", icon: icon(UsersIcon) },
        { to: "/dashboard/settings", label: "Settings", icon: icon(SettingsIcon) },
      ],
    },
  ];
  const admin = [];
  if (canDo(me, "organization.manage")) admin.push({ to: "/admin", label: "Admin Panel", icon: icon(Building2Icon) });
  if (canDo(me, "platform.manage")) admin.push({ to: "/superadmin", label: "Super Admin", icon: icon(ShieldIcon) });
  if (admin.length > 0) sections.push({ label: "Administration", items: admin });
  return sections;
}

export function adminNav(): NavSection[] {
  return [
    {
      label: "Organization Admin",
      items: [
        { to: "/admin", label: "Dashboard", icon: icon(Building2Icon), exact: true },
        { to: "/admin/members", label: "Members", icon: icon(UsersIcon) },
        { to: "/admin/roles", label: "Roles & Permissions", icon: icon(KeyRoundIcon) },
        { to: "/admin/approvals", label: "Approvals", icon: icon(ListChecksIcon) },
        { to: "/admin/audit-logs", label: "Audit Logs", icon: icon(ScrollTextIcon) },
        { to: "/admin/analytics", label: "Analytics", icon: icon(ChartColumnIcon) },
        { to: "/admin/api", label: "API & Integrations", icon: icon(WebhookIcon) },
        { to: "/admin/settings", label: "Settings", icon: icon(SettingsIcon) },
      ],
    },
    { label: "App", items: [{ to: "/dashboard", label: "Back to app", icon: icon(HouseIcon), exact: true }] },
  ];
}

export function superAdminNav(): NavSection[] {
  return [
    {
      label: "Super Admin",
      items: [
        { to: "/superadmin", label: "Dashboard", icon: icon(ShieldIcon), exact: true },
        { to: "/superadmin/organizations", label: "Organizations", icon: icon(Building2Icon) },
        { to: "/superadmin/users", label: "Users", icon: icon(UsersIcon) },
        { to: "/superadmin/approvals", label: "Approvals", icon: icon(ListChecksIcon) },
        { to: "/superadmin/audit-logs", label: "Audit Logs", icon: icon(ScrollTextIcon) },
        { to: "/superadmin/analytics", label: "Analytics", icon: icon(ChartColumnIcon) },
        { to: "/superadmin/settings", label: "Settings", icon: icon(SettingsIcon) },
      ],
    },
    { label: "App", items: [{ to: "/dashboard", label: "Back to app", icon: icon(HouseIcon), exact: true }] },
  ];
}
