import {
  formatScore,
  riskLevelLabel,
  scoreColor,
  scoreProgress,
  type ScoreColor,
} from "@core/contract/assessment-rules";
import { riskLevelOf } from "./risk-level";
import { Card } from "@web/components/ui/card";
import { ProgressBar } from "@web/components/ui/progress";
import { cn } from "@web/lib/cn";

/**
 * The detail page's three score cards: overall, pricing and security, each
 * out of 10 with a bar of score x 10, red at 8 or more, orange at 5 or more, green below.
 */
const STYLE: Record<ScoreColor, { text: string; bar: string }> = {
  red: { text: "text-red-700", bar: "bg-red-600" },
  orange: { text: "text-orange-700", bar: "bg-orange-500" },
  green: { text: "text-emerald-700", bar: "bg-emerald-600" },
  none: { text: "text-slate-700", bar: "bg-slate-400" },
};

export function ScoreCard({
  title,
  score,
  level,
}: {
  title: string;
  score: number | null | undefined;
  level?: string | null;
}) {
  const color = scoreColor(score);
  const label = riskLevelLabel(level ?? riskLevelOf(score));
  return (
    <Card className="p-5" data-testid="score-card" data-color={color}>
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p className={cn("mt-1 text-3xl font-bold tabular-nums", STYLE[color].text)}>
        {formatScore(score)}
        <span className="text-base font-semibold text-slate-600">/10</span>
      </p>
      <p className="text-sm text-slate-700">{label} risk</p>
      <ProgressBar
        className="mt-3"
        value={scoreProgress(score)}
        label={`${title}: ${formatScore(score)} out of 10`}
        barClassName={STYLE[color].bar}
      />
    </Card>
  );
}
