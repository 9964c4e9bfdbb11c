import { createFileRoute } from "@tanstack/react-router";
import { ApprovalsPage } from "../../features/admin/approvals-page";
import { recentMembershipRequests } from "../../features/admin/membership-requests";

export const Route = createFileRoute("/admin/approvals")({
  loader: ({ context }) => context.queryClient.ensureQueryData(recentMembershipRequests()),
  component: ApprovalsPage,
});
