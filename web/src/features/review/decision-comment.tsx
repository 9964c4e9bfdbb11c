import { useId } from "react";
import { DECISION_COMMENT_MAX } from "@core/contract/review-rules";
import { CharacterCount } from "@web/components/ui/character-count";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";

/**
 * The comment of a decision: optional to approve ('Optional comments...'),
 * required otherwise, with the place's own wording for the required case.
 */
export function DecisionComment({
  value,
  onChange,
  required,
  labels,
  rows = 3,
}: {
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  labels: { optional: string; required: string; requiredPlaceholder: string };
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{required ? labels.required : labels.optional}</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={required ? labels.requiredPlaceholder : "Optional comments..."}
        maxLength={DECISION_COMMENT_MAX}
        aria-required={required}
        aria-describedby={`${id}-count`}
        rows={rows}
      />
      <CharacterCount id={`${id}-count`} length={value.length} max={DECISION_COMMENT_MAX} />
    </div>
  );
}
