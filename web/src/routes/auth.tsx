import { createFileRoute } from "@tanstack/react-router";
import { validateAuthSearch } from "../features/auth/auth-error";
import { AuthPage } from "../features/auth/auth-page";

export const Route = createFileRoute("/auth")({
  validateSearch: validateAuthSearch,
  component: AuthRoute,
});

function AuthRoute() {
  const { error } = Route.useSearch();
  return <AuthPage error={error} />;
}
