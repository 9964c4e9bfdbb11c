import { createFileRoute } from "@tanstack/react-router";
import { MemberPage } from "@web/features/admin/member-page";
import { memberQueryOptions } from "@web/features/admin/organization-queries";

export const Route = createFileRoute("/_authenticated/admin/members/$memberId")({
  // Prefetch only: 'Member not found' is the page's own state, not a route error.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(memberQueryOptions(params.memberId)),
  component: MemberRoute,
});

function MemberRoute() {
  const { me } = Route.useRouteContext();
  const { memberId } = Route.useParams();
  return <MemberPage memberId={memberId} selfId={me.user.id} />;
}
