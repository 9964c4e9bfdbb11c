import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../features/auth/auth-page";

export const Route = createFileRoute("/auth")({
  validateSearch: (search: Record<string, unknown>): { error?: string } =>
    typeof search.error === "string" && search.error.trim() ? { error: search.error.trim().slice(0, 300) } : {},
  component: AuthRoute,
});

function AuthRoute() {
  const { error } = Route.useSearch();
  return <AuthPage error={error} />;
}
