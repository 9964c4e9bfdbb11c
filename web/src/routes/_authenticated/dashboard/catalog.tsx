import { createFileRoute } from "@tanstack/react-router";
import { CatalogRoute } from "@web/features/catalog/catalog-page";
import { validateCatalogSearch } from "@web/features/catalog/catalog-search";

/** /dashboard/catalog: the organization's tools; the filters live in the address. */
export const Route = createFileRoute("/_authenticated/dashboard/catalog")({
  validateSearch: validateCatalogSearch,
  component: CatalogRouteComponent,
});

function CatalogRouteComponent() {
  const { me } = Route.useRouteContext();
  return <CatalogRoute me={me} />;
}
