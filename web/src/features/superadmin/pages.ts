/**
 * The super admin pages, in one chunk: the area is for a few people, so its screens load together
 * (moving between them is then instant) and the app's first load carries one set of preload
 * entries for them instead of one per page. Analytics is separate: its charts are large.
 */
export { PlatformApprovalsPage } from "./approvals-page";
export { PlatformAuditLogsPage } from "./audit-logs-page";
export { OrganizationDetailPage } from "./organization-detail-page";
export { OrganizationsPage } from "./organizations-page";
export { PlatformSettingsPage } from "./settings-page";
export { SuperAdminHome } from "./superadmin-home";
export { UserDetailPage } from "./user-detail-page";
export { UsersPage } from "./users-page";
