import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Alert } from "@web/components/ui/alert";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ApiError, NetworkError } from "@web/lib/api";

/** What a route shows when its data could not be loaded. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message =
    error instanceof NetworkError
      ? "We couldn't reach the server. Please check your connection and try again."
      : error instanceof ApiError
        ? error.message
        : "Something went wrong while loading this page.";
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Alert
        tone="error"
        title="This page could not be loaded"
        action={
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                reset();
                void router.invalidate();
              }}
            >
              Try again
            </Button>
            <ButtonLink to="/" variant="outline" size="sm">
              Go home
            </ButtonLink>
          </div>
        }
      >
        {message}
      </Alert>
    </div>
  );
}
