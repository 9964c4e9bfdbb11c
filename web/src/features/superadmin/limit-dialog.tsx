import { PencilIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { LIMIT_MESSAGES, limitBelowUsage, parseMonthlyLimit } from "@core/contract/platform";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { toast } from "@web/components/ui/toast";
import { useUpdateOrganization, type OrganizationDetail } from "./api";
import { formatNumber } from "./superadmin-ui";

/**
 * The monthly limit's Edit dialog: whole numbers from 1 to 10,000 with the
 * product's messages; a limit below this month's usage is allowed, with a warning.
 */
export function LimitDialog({ organization }: { organization: OrganizationDetail }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(String(organization.monthly_assessment_limit));
  const [touched, setTouched] = useState(false);
  const parsed = parseMonthlyLimit(text);
  const used = organization.assessments_used_this_month;

  const save = useUpdateOrganization(organization.id, {
    onSuccess: (org) => {
      toast({
        id: "organization-limit",
        title: "Limit updated",
        description: `${org.name} can now run ${formatNumber(org.monthly_assessment_limit)} assessments a month.`,
        tone: "success",
      });
      setOpen(false);
    },
    onError: (err) => {
      toast({
        id: "organization-limit",
        title: "Error updating limit",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (parsed.ok) save.mutate({ monthly_assessment_limit: parsed.value });
  }

  const error = touched && !parsed.ok ? parsed.message : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setText(String(organization.monthly_assessment_limit));
          setTouched(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label="Edit monthly limit">
          <PencilIcon size={14} aria-hidden="true" /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit monthly limit</DialogTitle>
          <DialogDescription>
            Assessments {organization.name} may run each calendar month. {formatNumber(used)} used this month.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="monthly-limit">Monthly assessment limit</Label>
            <Input
              id="monthly-limit"
              inputMode="numeric"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setTouched(true);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "monthly-limit-error" : "monthly-limit-hint"}
            />
            {error ? (
              <p id="monthly-limit-error" className="text-sm text-red-700" data-testid="limit-error">
                {error}
              </p>
            ) : (
              <p id="monthly-limit-hint" className="text-sm text-slate-600">
                A whole number from 1 to 10,000.
              </p>
            )}
          </div>
          {parsed.ok && limitBelowUsage(parsed.value, used) ? (
            <Alert tone="warning" title="Below current usage">
              <span data-testid="limit-warning">{LIMIT_MESSAGES.belowUsage}</span>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || (touched && !parsed.ok)}>
              {save.isPending ? "Saving…" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
