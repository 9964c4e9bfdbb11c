import { Badge } from "@web/components/ui/badge";
import { CircleHelpIcon, OctagonAlertIcon, ShieldCheckIcon, TriangleAlertIcon } from "lucide-react";
import { cn } from "@web/lib/cn";
import { formatScore } from "@core/contract/assessment-rules";
import { RISK_BAND_LABEL, riskBand, type RiskBand } from "@core/contract/risk-bands";
import { BAND_STYLE, BAND_TONE } from "./risk";

export function BandIcon({ band: b, size = 14 }: { band: RiskBand; size?: number }) {
  if (b === "low") return <ShieldCheckIcon size={size} />;
  if (b === "medium") return <TriangleAlertIcon size={size} />;
  if (b === "high") return <OctagonAlertIcon size={size} />;
  return <CircleHelpIcon size={size} />;
}

/** "Low Risk" with its icon and colour; the words carry the level, the colour only repeats it. */
export function RiskBadge({ score, className }: { score: number | null | undefined; className?: string }) {
  const b = riskBand(score);
  return (
    <Badge tone={BAND_TONE[b]} className={className} data-band={b}>
      <BandIcon band={b} />
      {RISK_BAND_LABEL[b]}
    </Badge>
  );
}

/** A ring filled to score/10 with the score in the middle. */
export function ScoreRing({ score, size = 112, compact = false }: { score: number; size?: number; compact?: boolean }) {
  const b = riskBand(score);
  const r = 42;
  const circumference = 2 * Math.PI * r;
  const filled = Math.max(0, Math.min(10, score)) / 10;
  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false" className="-rotate-90">
        <circle cx="50" cy="50" r={r} fill="none" strokeWidth="9" className="stroke-slate-200" />
        <circle
          cx="50"
          cy="50"
          r={r}
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={`${circumference * filled} ${circumference}`}
          className={cn(
            b === "low" && "stroke-emerald-600",
            b === "medium" && "stroke-amber-500",
            b === "high" && "stroke-red-600",
            b === "none" && "stroke-slate-400",
          )}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className={cn("font-bold tabular-nums", compact ? "text-xl" : "text-3xl", BAND_STYLE[b].text)}>
          {formatScore(score)}
        </span>
        <span className="text-xs font-medium text-slate-600">{compact ? "/10" : "out of 10"}</span>
      </div>
    </div>
  );
}
