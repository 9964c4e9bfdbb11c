import { createFileRoute } from "@tanstack/react-router";
import { SafeToTryPage } from "../features/landing/safe-to-try-page";

export const Route = createFileRoute("/safe-to-try")({
  component: SafeToTryPage,
});
