import { useState } from "react";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { CheckIcon } from "lucide-react";
import { GoogleIcon } from "@web/components/ui/google-icon";
import { Spinner } from "@web/components/ui/spinner";
import { AuthCardLayout } from "./auth-card-layout";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { authErrorMessage, authErrorTitle } from "@core/contract/auth-errors";

/**
 * /auth: one "Sign in with Google" button. `error` is the code of a failed
 * sign-in (`/auth?error=<code>`); the text shown is the app's own for that code.
 */
export function AuthPage({ error }: { error?: string }) {
  useDocumentTitle("Sign in");
  const [redirecting, setRedirecting] = useState(false);
  const signIn = () => {
    setRedirecting(true);
    window.location.href = "/api/auth/google";
  };
  return (
    <AuthCardLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sign in or get started</h1>
      <p className="mt-2 leading-relaxed text-slate-700">
        Save your assessments, track approvals and share reports with your team.
      </p>
      {error ? (
        <Alert tone={error === "session_ended" ? "info" : "error"} title={authErrorTitle(error)} className="mt-6">
          {authErrorMessage(error)}
        </Alert>
      ) : null}
      <Button size="lg" variant="outline" className="mt-6 w-full" onClick={signIn} aria-busy={redirecting || undefined}>
        {redirecting ? <Spinner className="text-slate-600" /> : <GoogleIcon />}
        Sign in with Google
      </Button>
      <ul className="mt-6 space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <CheckIcon size={16} className="text-emerald-700" /> Free to start, no credit card needed
        </li>
        <li className="flex items-center gap-2">
          <CheckIcon size={16} className="text-emerald-700" /> Join your organization with your work account
        </li>
      </ul>
      <p className="mt-6 border-t border-slate-200 pt-4 text-xs leading-relaxed text-slate-600">
        By signing in you agree to our{" "}
        <a href="/terms" className="font-medium text-brand-700 underline underline-offset-2">
          Terms of Service
        </a>{" "}
        and{" "}
        <a href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          Privacy Policy
        </a>
        .
      </p>
    </AuthCardLayout>
  );
}
