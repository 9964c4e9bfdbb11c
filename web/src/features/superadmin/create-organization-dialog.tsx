import { useNavigate } from "@tanstack/react-router";
import { PlusIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { CreateOrganizationRequest, parseMonthlyLimit } from "@core/contract/platform";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api";
import { useCreateOrganization } from "./api";
import { TIER_OPTIONS } from "./superadmin-ui";

type Field = "name" | "domain" | "billing_email" | "monthly_assessment_limit";
const EMPTY = { name: "", domain: "", billing_email: "", subscription_tier: "free", monthly_assessment_limit: "" };

/**
 * 'Create Organization': name (required), domain (optional, unique), billing e-mail, tier and
 * monthly limit (empty: the platform's default). Checked here with the API's own schema, and
 * by the server again (a domain taken meanwhile comes back as 409 on the domain field).
 */
export function CreateOrganizationDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const navigate = useNavigate();

  const create = useCreateOrganization({
    onSuccess: (org) => {
      toast({
        id: "create-organization",
        title: "Organization created",
        description: `${org.name} is ready.`,
        tone: "success",
      });
      setOpen(false);
      setForm(EMPTY);
      void navigate({ to: "/superadmin/organizations/$id", params: { id: org.id } });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) setErrors({ domain: err.message });
      else setFormError(err instanceof Error ? err.message : "Failed to create organization");
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    let limit: number | undefined;
    if (form.monthly_assessment_limit.trim()) {
      const parsed = parseMonthlyLimit(form.monthly_assessment_limit);
      if (parsed.ok) limit = parsed.value;
      else found.monthly_assessment_limit = parsed.message;
    }
    const body = {
      name: form.name,
      domain: form.domain.trim() || undefined,
      billing_email: form.billing_email.trim() || undefined,
      subscription_tier: form.subscription_tier,
      monthly_assessment_limit: limit,
    };
    const checked = CreateOrganizationRequest.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.success) return;
    create.mutate(checked.data);
  }

  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setErrors({});
          setFormError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PlusIcon size={16} aria-hidden="true" /> Create Organization
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Organization</DialogTitle>
          <DialogDescription>
            The first person to sign in with an address at its domain becomes its admin; later ones ask to join.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <TextField id="org-name" label="Name" required value={form.name} onChange={set("name")} error={errors.name} />
          <TextField
            id="org-domain"
            label="Domain"
            value={form.domain}
            onChange={set("domain")}
            error={errors.domain}
            placeholder="example.com"
            hint="Optional. Unique: one organization per domain."
          />
          <TextField
            id="org-billing"
            label="Billing e-mail"
            type="email"
            value={form.billing_email}
            onChange={set("billing_email")}
            error={errors.billing_email}
            placeholder="billing@example.com"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-1.5">
              <Label htmlFor="org-tier">Tier</Label>
              <Select value={form.subscription_tier} onValueChange={set("subscription_tier")}>
                <SelectTrigger id="org-tier">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TIER_OPTIONS.map((t) => (
                    <SelectItem key={t.value} value={t.value}>
                      {t.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <TextField
              id="org-limit"
              label="Monthly limit"
              inputMode="numeric"
              value={form.monthly_assessment_limit}
              onChange={set("monthly_assessment_limit")}
              error={errors.monthly_assessment_limit}
              hint="Empty: the platform default."
            />
          </div>
          {formError ? (
            <Alert tone="error" title="Failed to create organization">
              {formError}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  inputMode?: "numeric" | "text";
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required}
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
