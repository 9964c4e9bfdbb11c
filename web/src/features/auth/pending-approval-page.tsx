import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { ClockIcon } from "lucide-react";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { AuthCardLayout } from "./auth-card-layout";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { authErrorSearch } from "./auth-error";
import { logout } from "./logout";
import { fetchMe, isMember, meQueryOptions, lastSignedOutReason, type Me } from "./api";

/** /pending-approval: the "Approval Pending" card. */
export function PendingApprovalPage({ me }: { me: Me }) {
  useDocumentTitle("Approval pending");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [stillPending, setStillPending] = useState(false);
  const organization = me.pending_approval?.organization_name || me.organization?.name || "the organization";

  const checkStatus = async () => {
    setChecking(true);
    setStillPending(false);
    try {
      const fresh = await fetchMe();
      queryClient.setQueryData(meQueryOptions.queryKey, fresh);
      if (!fresh) {
        // Declined (which ends the session), or signed out elsewhere: /auth says which.
        const reason = lastSignedOutReason();
        return void (await navigate({ to: "/auth", search: reason ? authErrorSearch(reason) : {} }));
      }
      if (isMember(fresh)) return void (await navigate({ to: "/" }));
      if (fresh.profile.status === "rejected")
        return void (await navigate({ to: "/auth", search: authErrorSearch("rejected") }));
      setStillPending(true);
    } catch {
      toast({ title: "Error", description: "Could not check your status. Please try again.", tone: "destructive" });
    } finally {
      setChecking(false);
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    await logout(queryClient);
    await navigate({ to: "/auth" });
  };

  return (
    <AuthCardLayout cardClassName="text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-800 ring-1 ring-amber-200">
        <ClockIcon size={28} />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">Approval Pending</h1>
      <p className="mt-3 leading-relaxed text-slate-700">
        Your request to join <strong className="font-semibold text-slate-900">{organization}</strong> is waiting for an
        administrator.
      </p>
      <p className="mt-2 leading-relaxed text-slate-700">
        An admin will review your request, and we'll send a notification to{" "}
        <strong className="font-semibold break-words text-slate-900">{me.user.email}</strong> once it's decided.
      </p>
      <div role="status" className="min-h-6">
        {stillPending ? (
          <p className="mt-4 text-sm font-medium text-amber-900">Your request is still waiting for approval.</p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={checkStatus} disabled={checking || signingOut} aria-busy={checking || undefined}>
          {checking ? <Spinner /> : null}
          Check Status
        </Button>
        <Button variant="outline" onClick={signOut} disabled={signingOut} aria-busy={signingOut || undefined}>
          Sign Out
        </Button>
      </div>
    </AuthCardLayout>
  );
}
