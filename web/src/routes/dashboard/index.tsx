import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { meQueryOptions } from "../../features/auth/me-query";
import { MemberHome } from "../../features/shell/member-home";

export const Route = createFileRoute("/dashboard/")({
  component: DashboardHome,
});

function DashboardHome() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  return me ? <MemberHome me={me} /> : <PageSpinner />;
}
