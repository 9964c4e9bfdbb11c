import { useInfiniteQuery } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ChangeList } from "./change-list";
import { assessmentChangesQueryOptions } from "./monitoring-api";

/**
 * The Changes tab: what checks of the vendor found changed since the assessment was saved,
 * newest first, each with the old and new sentence side by side, a link to the page and the date.
 */
export function ChangesPanel({ assessmentId }: { assessmentId: string }) {
  const list = useInfiniteQuery(assessmentChangesQueryOptions(assessmentId));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <Skeleton className="h-48" />;
  if (list.error) {
    return (
      <Alert tone="error" title="The changes could not be loaded">
        {list.error.message}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Card className="p-5 text-sm text-slate-600" data-testid="changes-empty">
        No change found yet. Each check compares the vendor's pages, quotes, certifications and scores with the check
        before it; what changed shows here.
      </Card>
    );
  }
  return (
    <ChangeList
      items={items}
      testId="changes"
      more={{ has: list.hasNextPage, loading: list.isFetchingNextPage, load: () => void list.fetchNextPage() }}
    />
  );
}
