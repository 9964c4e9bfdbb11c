import { LinkIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";

/** The shareable address of a finished report. */
export function reportHref(reportKey: string): string {
  return `/reports/${reportKey.split("/").map(encodeURIComponent).join("/")}`;
}

/** "Copy link": puts the report's own address (/reports/<host>) on the clipboard. */
export function CopyLinkButton({ reportKey }: { reportKey: string }) {
  const copy = async () => {
    const link = new URL(reportHref(reportKey), location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      toast({ id: "report:copy-link", title: "Link copied", description: link, tone: "success" });
    } catch {
      // No clipboard (permission refused, or an insecure origin): show the link to copy by hand.
      toast({ id: "report:copy-link", title: "Copy this link", description: link, duration: 15_000 });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      <LinkIcon size={16} aria-hidden="true" /> Copy link
    </Button>
  );
}
