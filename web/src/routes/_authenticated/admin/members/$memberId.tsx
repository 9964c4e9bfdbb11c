import { createFileRoute } from "@tanstack/react-router";
import { memberQueryOptions } from "@web/features/admin/api";
import { MemberLoadError, MemberPage } from "@web/features/admin/member-page";

export const Route = createFileRoute("/_authenticated/admin/members/$memberId")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(memberQueryOptions(params.memberId)),
  errorComponent: MemberLoadError,
  component: MemberRoute,
});

function MemberRoute() {
  const { me } = Route.useRouteContext();
  const { memberId } = Route.useParams();
  return <MemberPage memberId={memberId} selfId={me.user.id} />;
}
