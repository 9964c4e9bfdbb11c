import { InfoIcon, OctagonAlertIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import { useState } from "react";
import type { SiteBanner } from "@core/contract/platform-settings";
import { cn } from "@web/lib/cn";

const DISMISSED_KEY = "rrr:banner-dismissed";

const STYLE: Record<SiteBanner["level"], { className: string; icon: typeof InfoIcon }> = {
  info: { className: "bg-brand-800 text-white", icon: InfoIcon },
  warning: { className: "bg-amber-300 text-amber-950", icon: TriangleAlertIcon },
  critical: { className: "bg-red-700 text-white", icon: OctagonAlertIcon },
};

function dismissedMessage(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The banner itself. Info and warning banners can be closed for the rest of the visit (until the
 * message changes); critical ones stay.
 */
export default function SiteBannerView({ banner }: { banner: SiteBanner }) {
  const [dismissed, setDismissed] = useState(dismissedMessage);
  if (dismissed === banner.message) return null;
  const { className, icon: Icon } = STYLE[banner.level];
  return (
    <div
      role={banner.level === "info" ? "status" : "alert"}
      className={cn("relative z-40 flex items-center gap-3 px-4 py-2 text-sm font-medium sm:px-6", className)}
      data-testid="site-banner"
    >
      <Icon size={18} aria-hidden="true" className="shrink-0" />
      <p className="min-w-0 flex-1">{banner.message}</p>
      {banner.level !== "critical" ? (
        <button
          type="button"
          className="shrink-0 rounded p-1 hover:bg-black/10"
          onClick={() => {
            try {
              sessionStorage.setItem(DISMISSED_KEY, banner.message);
            } catch {
              // Storage unavailable: closed for this page only.
            }
            setDismissed(banner.message);
          }}
        >
          <XIcon size={16} aria-hidden="true" />
          <span className="sr-only">Dismiss this notice</span>
        </button>
      ) : null}
    </div>
  );
}
