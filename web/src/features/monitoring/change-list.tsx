import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
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
      {more.has ? (
        <div className="py-3 text-center">
          <Button variant="outline" onClick={more.load} disabled={more.loading}>
            {more.loading ? "Loading…" : "Load more"}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
