import { useQuery } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useId, useState } from "react";
import type { ApprovalStatus, ReviewerDecision } from "@core/contract/enums";
import { CONDITION_MAX_CHARS, CONDITIONS_MAX } from "@core/contract/safe-to-try-rules";
import { decisionNeedsComment, decisionReady } from "@core/contract/review-rules";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@web/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { approvedToolsQueryOptions } from "../catalog/api";
import { DecisionComment } from "./decision-comment";
import { decisionBody, decisionChoices, linesOf, trialDateBounds } from "./decision-choices";
import { useDecideAssessment } from "./api";
import { decisionErrorMessage } from "./review-errors";

const NO_ALTERNATIVE = "none";

/**
 * The reviewer's decision on an assessment, by its state: approve, approve with conditions (one
 * per line, required), a trial with its end date (and guardrails, else the policy's), reject
 * (optionally naming an approved tool of the catalog instead), request changes, retire. A comment
 * is required to reject or request changes.
 */
export function DecisionForm({
  assessmentId,
  state,
  version,
  selfApproval,
}: {
  assessmentId: string;
  state: ApprovalStatus;
  /** The version on screen: the decision is about it (a stale one is refused). */
  version: number;
  /** The requester deciding as the organization's only admin: the decision is marked self-approved. */
  selfApproval: boolean;
}) {
  const id = useId();
  const choices = decisionChoices(state);
  const [choice, setChoice] = useState<ReviewerDecision>(choices[0]?.value ?? "approved");
  const [comment, setComment] = useState("");
  const [conditions, setConditions] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [alternativeId, setAlternativeId] = useState("");
  const decide = useDecideAssessment({
    onSuccess: () => {
      toast({
        id: `decision:${assessmentId}`,
        title: "Success",
        description: "Assessment status updated successfully",
        tone: "success",
      });
      setComment("");
    },
    onError: (err) =>
      toast({
        id: `decision:${assessmentId}`,
        title: "Error",
        description: decisionErrorMessage(err),
        tone: "destructive",
      }),
  });
  const send = () => {
    toast({ id: `decision:${assessmentId}`, title: "Sending your decision…", duration: 60_000 });
    decide.mutate({
      assessmentId,
      ...decisionBody({ status: choice, comment, conditions, expiresOn, alternativeId }),
      version,
    });
  };
  const ready = decisionReady(choice, comment, { conditions: linesOf(conditions), expiresAt: expiresOn || null });
  const bounds = trialDateBounds();
  return (
    <form
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !decide.isPending) send();
      }}
    >
      {selfApproval ? (
        <p className="text-sm text-slate-700" data-testid="self-approval-note">
          You requested this assessment and you are the organization's only admin, with no reviewer: your decision is
          marked self-approved in its history, the audit log and the PDF.
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Your decision</legend>
        <RadioGroup
          value={choice}
          onValueChange={(v) => setChoice(v as ReviewerDecision)}
          className="mt-2"
          aria-label="Your decision"
        >
          {choices.map((c) => (
            <label
              key={c.value}
              className="flex cursor-pointer items-center gap-2.5 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroupItem value={c.value} />
              {c.label}
            </label>
          ))}
        </RadioGroup>
      </fieldset>
      {choice === "trial" ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-expires`}>Trial ends on (required)</Label>
          <Input
            id={`${id}-expires`}
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            aria-required
            data-testid="trial-end-date"
          />
        </div>
      ) : null}
      {choice === "approved_with_conditions" || choice === "trial" ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-conditions`}>
            {choice === "trial" ? "Guardrails (optional, one per line)" : "Conditions (required, one per line)"}
          </Label>
          <Textarea
            id={`${id}-conditions`}
            value={conditions}
            onChange={(e) => setConditions(e.target.value)}
            rows={3}
            maxLength={CONDITIONS_MAX * (CONDITION_MAX_CHARS + 1)}
            placeholder={
              choice === "trial"
                ? "Empty: the Safe-to-Try policy's guardrails"
                : "e.g. Marketing team only\nNo customer data"
            }
            aria-required={choice === "approved_with_conditions"}
            data-testid="decision-conditions"
          />
        </div>
      ) : null}
      {choice === "rejected" ? (
        <AlternativeSelect value={alternativeId} onChange={setAlternativeId} exclude={assessmentId} />
      ) : null}
      <DecisionComment
        value={comment}
        onChange={setComment}
        required={decisionNeedsComment(choice)}
        labels={{
          optional: "Comment (optional)",
          required: "Comment (required)",
          requiredPlaceholder: "Required: Explain your decision...",
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready || decide.isPending}>
          <SendIcon size={16} aria-hidden="true" />
          {decide.isPending ? "Submitting…" : "Submit decision"}
        </Button>
      </div>
    </form>
  );
}

function AlternativeSelect({
  value,
  onChange,
  exclude,
}: {
  value: string;
  onChange: (id: string) => void;
  exclude: string;
}) {
  const id = useId();
  const tools = useQuery(approvedToolsQueryOptions());
  const options = (tools.data ?? []).filter((t) => t.assessment_id !== exclude);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Approved alternative (optional)</Label>
      <Select value={value || NO_ALTERNATIVE} onValueChange={(v) => onChange(v === NO_ALTERNATIVE ? "" : v)}>
        <SelectTrigger id={id} data-testid="alternative-select">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_ALTERNATIVE}>
            {options.length ? "None" : "No approved tool in the catalog yet"}
          </SelectItem>
          {options.map((t) => (
            <SelectItem key={t.assessment_id} value={t.assessment_id}>
              {t.tool_name}
              {t.category ? ` · ${t.category}` : ""}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-xs text-slate-600">The requester's notification names it.</p>
    </div>
  );
}
