import { useQuery } from "@tanstack/react-query";
import { SaveIcon } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { SafeToTryPolicy } from "@core/contract/safe-to-try";
import {
  DATA_CLASS_INFO,
  DATA_CLASSES,
  DIMENSION_LABEL,
  LANE_RISK_LEVELS,
  REVIEW_FINDINGS,
  type DataClassValue,
  type LaneRiskLevel,
  type ReviewFindingId,
} from "@core/contract/safe-to-try-rules";
import { RISK_LEVEL_LABEL } from "@core/contract/assessment-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { policyQueryOptions, useSavePolicy } from "./api";
import {
  checkPolicyForm,
  policyFormValues,
  policyInput,
  type PolicyFormErrors,
  type PolicyFormValues,
} from "./policy-logic";

/**
 * The organization's Safe-to-Try policy, for admins (Settings → Organization and /admin/settings):
 * on/off, the highest score and level that may be tried without review, findings that always
 * need review, the most sensitive data, trial length, people, and the guardrails every trial user
 * sees. Each save is a new version, recorded in the audit log.
 */
export function PolicyCard() {
  const policy = useQuery(policyQueryOptions());
  return (
    <Card className="p-5 sm:p-6" data-testid="policy-card">
      <h2 className="text-lg font-semibold text-slate-900">Safe-to-Try policy</h2>
      <p className="mt-1 text-sm text-slate-600">
        Requests within these limits are approved for a trial at once, without waiting for a reviewer; reviewers can
        still decide at any time. Everything else waits for review, with the reasons shown to the requester.
      </p>
      {policy.error ? (
        <Alert tone="error" title="The policy could not be loaded" className="mt-4">
          {policy.error.message}
        </Alert>
      ) : policy.data ? (
        // Keyed by version: after a save the form starts from what the server kept.
        <PolicyForm key={policy.data.version} policy={policy.data} />
      ) : (
        <Skeleton className="mt-4 h-96" />
      )}
    </Card>
  );
}

function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-slate-600">{hint}</p>
      ) : null}
    </div>
  );
}

function PolicyForm({ policy }: { policy: SafeToTryPolicy }) {
  const id = useId();
  const [values, setValues] = useState<PolicyFormValues>(policyFormValues(policy));
  const [errors, setErrors] = useState<PolicyFormErrors>({});
  const save = useSavePolicy();
  const set = <K extends keyof PolicyFormValues>(key: K, value: PolicyFormValues[K]) =>
    setValues({ ...values, [key]: value });
  const toggleFinding = (finding: ReviewFindingId, on: boolean) =>
    set(
      "reviewFindings",
      on ? [...values.reviewFindings, finding] : values.reviewFindings.filter((f) => f !== finding),
    );

  const submit = () => {
    const found = checkPolicyForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(policyInput(values, policy.version), {
      onSuccess: (saved) =>
        toast({
          title: "Safe-to-Try policy saved",
          description: saved.version === policy.version ? "Nothing changed." : `Version ${saved.version} is in effect.`,
          tone: "success",
        }),
    });
  };
  return (
    <form
      className="mt-5 space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div>
          <Label htmlFor={`${id}-enabled`} className="text-base">
            Safe-to-Try lane
          </Label>
          <p className="text-sm text-slate-600">
            {values.enabled
              ? "On: qualifying requests get a trial at once."
              : "Off: every request waits for a reviewer."}
          </p>
        </div>
        <Switch
          id={`${id}-enabled`}
          checked={values.enabled}
          onCheckedChange={(v) => set("enabled", v)}
          data-testid="policy-enabled"
        />
      </div>

      <LimitFields id={id} values={values} set={set} errors={errors} />

      <FindingsFieldset selected={values.reviewFindings} onToggle={toggleFinding} />

      <Field
        label="Guardrails (one per line, shown to everyone who uses a tool on trial)"
        htmlFor={`${id}-guardrails`}
        error={errors.guardrails}
      >
        <Textarea
          id={`${id}-guardrails`}
          value={values.guardrails}
          onChange={(e) => set("guardrails", e.target.value)}
          rows={3}
          placeholder={"No customer data\nSign in with your work account"}
          {...(errors.guardrails ? { "aria-invalid": true, "aria-describedby": `${id}-guardrails-error` } : {})}
        />
      </Field>

      {save.error ? (
        <Alert tone="error" title="The policy was not saved">
          {save.error.message}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-xs text-slate-600" data-testid="policy-version">
          {policy.version === 0 || !policy.updated_at
            ? "Never saved: the default policy (lane off)."
            : `Version ${policy.version}, saved ${formatDateTime(policy.updated_at)}${policy.updated_by ? ` by ${policy.updated_by}` : ""}.`}
        </p>
        <Button type="submit" disabled={save.isPending}>
          <SaveIcon size={16} aria-hidden="true" /> {save.isPending ? "Saving…" : "Save policy"}
        </Button>
      </div>
    </form>
  );
}

function FindingsFieldset({
  selected,
  onToggle,
}: {
  selected: readonly ReviewFindingId[];
  onToggle: (finding: ReviewFindingId, on: boolean) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Findings that always need review</legend>
      <p className="text-sm text-slate-600">Whatever the score, a report with one of these goes to a reviewer.</p>
      {(["privacy_legal", "security", "pricing"] as const).map((dimension) => (
        <div key={dimension}>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{DIMENSION_LABEL[dimension]}</p>
          <ul className="mt-1.5 grid gap-1.5 sm:grid-cols-2">
            {REVIEW_FINDINGS.filter((f) => f.dimension === dimension).map((f) => (
              <li key={f.id}>
                <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
                  <Checkbox
                    checked={selected.includes(f.id)}
                    onCheckedChange={(on) => onToggle(f.id, on === true)}
                    className="mt-0.5"
                  />
                  <span>{f.label}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}

type SetField = <K extends keyof PolicyFormValues>(key: K, value: PolicyFormValues[K]) => void;

/** The policy's limits: score, level, data, trial length and people, each with its error. */
function LimitFields({
  id,
  values,
  set,
  errors,
}: {
  id: string;
  values: PolicyFormValues;
  set: SetField;
  errors: PolicyFormErrors;
}) {
  const invalid = (key: keyof PolicyFormErrors) =>
    errors[key] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${key}-error` } : {};
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Highest overall score (0-10)" htmlFor={`${id}-maxOverallScore`} error={errors.maxOverallScore}>
        <Input
          id={`${id}-maxOverallScore`}
          inputMode="decimal"
          value={values.maxOverallScore}
          onChange={(e) => set("maxOverallScore", e.target.value)}
          {...invalid("maxOverallScore")}
        />
      </Field>
      <Field label="Highest risk level" htmlFor={`${id}-level`}>
        <Select value={values.maxRiskLevel} onValueChange={(v) => set("maxRiskLevel", v as LaneRiskLevel)}>
          <SelectTrigger id={`${id}-level`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LANE_RISK_LEVELS.map((l) => (
              <SelectItem key={l} value={l}>
                {RISK_LEVEL_LABEL[l]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field
        label="Most sensitive data allowed"
        htmlFor={`${id}-data`}
        hint={DATA_CLASS_INFO[values.maxDataClass].description}
      >
        <Select value={values.maxDataClass} onValueChange={(v) => set("maxDataClass", v as DataClassValue)}>
          <SelectTrigger id={`${id}-data`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DATA_CLASSES.map((c) => (
              <SelectItem key={c} value={c}>
                {DATA_CLASS_INFO[c].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Trial length (days)" htmlFor={`${id}-trialDays`} error={errors.trialDays} hint="1 to 90">
          <Input
            id={`${id}-trialDays`}
            inputMode="numeric"
            value={values.trialDays}
            onChange={(e) => set("trialDays", e.target.value)}
            {...invalid("trialDays")}
          />
        </Field>
        <Field label="Most people" htmlFor={`${id}-maxPeople`} error={errors.maxPeople}>
          <Input
            id={`${id}-maxPeople`}
            inputMode="numeric"
            value={values.maxPeople}
            onChange={(e) => set("maxPeople", e.target.value)}
            {...invalid("maxPeople")}
          />
        </Field>
      </div>
    </div>
  );
}
