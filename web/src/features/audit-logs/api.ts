import type { AuditLogList } from "@core/contract/audit";
import { AUDIT_LOG_PAGE } from "@core/contract/organization-limits";
import { api, apiData } from "@web/lib/api";
import { listQueryOptions, type ListParams } from "@web/lib/list";
import type { AdminScope } from "../auth/permissions";

/**
 * The audit log, as an organization's admins see it (their organization's, GET
 * /api/organization/audit-logs) and as super admins do (every organization's, GET
 * /api/platform/audit-logs): the area a page belongs to gives its scope, and the server asks the
 * permission policy for each. Query key: ["audit-logs", "list", { scope, q, limit }]; any change
 * an admin makes refreshes ["audit-logs"].
 */

export const auditLogKeys = {
  all: ["audit-logs"] as const,
  list: (scope: AdminScope, params: ListParams) => [...auditLogKeys.all, "list", { scope, ...params }] as const,
};

export const auditLogsQueryOptions = (scope: AdminScope, params: ListParams = {}) => {
  const page = { limit: AUDIT_LOG_PAGE, ...params };
  return listQueryOptions(auditLogKeys.list(scope, page), (cursor, signal): Promise<AuditLogList> => {
    const request = { params: { query: { ...page, cursor } }, signal };
    return apiData(
      scope === "platform"
        ? api.GET("/api/platform/audit-logs", request)
        : api.GET("/api/organization/audit-logs", request),
    );
  });
};
