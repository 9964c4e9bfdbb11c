import { formatScore, riskLevelLabel, scoreProgress } from "@core/contract/assessment-rules";
import { riskBand, riskLevelOf } from "@core/contract/risk-bands";
import { BAND_STYLE } from "../report/risk";
import { Card } from "@web/components/ui/card";
import { ProgressBar } from "@web/components/ui/progress";
import { cn } from "@web/lib/cn";

/**
 * The detail page's three score cards: overall, pricing and security, each out of 10 with a
 * bar of score x 10, coloured by the score's risk band like its label and every other score of
 * the product (core/contract/risk-bands.ts).
 */

export function ScoreCard({
  title,
  score,
  level,
}: {
  title: string;
  score: number | null | undefined;
  level?: string | null;
}) {
  const band = riskBand(score);
  const label = riskLevelLabel(level ?? riskLevelOf(score));
  return (
    <Card className="p-5" data-testid="score-card" data-band={band}>
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p className={cn("mt-1 text-3xl font-bold tabular-nums", BAND_STYLE[band].text)}>
        {formatScore(score)}
        <span className="text-base font-semibold text-slate-600">/10</span>
      </p>
      <p className="text-sm text-slate-700">{label} risk</p>
      <ProgressBar
        className="mt-3"
        value={scoreProgress(score)}
        label={`${title}: ${formatScore(score)} out of 10`}
        barClassName={BAND_STYLE[band].bar}
      />
    </Card>
  );
}
