import { Card } from "@web/components/ui/card";
import { LoadMore } from "@web/components/load-more";
import { ChangeItem } from "./change-item";
import type { Change } from "./monitoring-api";

/** A page of changes with "Load more" while the list goes on (the Changes tab and the feed). */
export function ChangeList({
  items,
  showTool = false,
  more,
  testId,
}: {
  items: Change[];
  showTool?: boolean;
  more: { has: boolean; loading: boolean; load: () => void };
  testId: string;
}) {
  return (
    <Card className="px-5 py-1" data-testid={testId}>
      <ul className="divide-y divide-slate-100">
        {items.map((c) => (
          <ChangeItem key={c.id} change={c} showTool={showTool} />
        ))}
      </ul>
      <LoadMore hasMore={more.has} loading={more.loading} onLoad={more.load} className="py-3" />
    </Card>
  );
}
