import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";

/**
 * "Load more" under a list of the list convention while the list goes on: one look and one
 * behaviour for every list (busy and disabled while the next page loads).
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  className,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  className?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className={cn("flex justify-center", className)}>
      <Button variant="outline" size="sm" onClick={onLoad} disabled={loading} aria-busy={loading || undefined}>
        {loading ? <Spinner className="text-slate-600" /> : null}
        Load more
      </Button>
    </div>
  );
}
