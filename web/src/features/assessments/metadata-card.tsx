import { PencilIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { AssessmentDetail } from "@core/contract/assessments";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { ApprovalBadge, PriorityBadge, StatusBadge } from "./assessment-badges";
import { useUpdateAssessment } from "./api";
import { emptyMetadata, MetadataFields, metadataFromForm, type MetadataForm } from "./metadata-fields";

/** The metadata card: created, last updated, status, priority, approval status, and what was asked. */
export function MetadataCard({ assessment: a, canEdit }: { assessment: AssessmentDetail; canEdit: boolean }) {
  const rows: [string, ReactNode][] = [
    [
      "Created",
      <time key="Created" dateTime={a.created_at}>
        {formatDateTime(a.created_at)}
      </time>,
    ],
    [
      "Last updated",
      <time key="Last updated" dateTime={a.updated_at}>
        {formatDateTime(a.updated_at)}
      </time>,
    ],
    ["Status", <StatusBadge key="Status" status={a.status} />],
    ["Priority", <PriorityBadge key="Priority" priority={a.priority} />],
    ["Approval status", <ApprovalBadge key="Approval status" status={a.approval_status} />],
    ["Requested by", a.created_by_name ?? "—"],
    ["Category", a.category_name ?? "—"],
    ["Department", a.department ?? "—"],
    ["Purpose / Use Case", a.requested_purpose ?? "—"],
  ];
  return (
    <Card className="p-5" data-testid="metadata-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Details</h2>
        {canEdit ? <EditMetadataButton assessment={a} /> : null}
      </div>
      <dl className="mt-3 space-y-2.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function EditMetadataButton({ assessment: a }: { assessment: AssessmentDetail }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<MetadataForm>(emptyMetadata);
  const save = useUpdateAssessment(a.id, {
    onSuccess: () => {
      setOpen(false);
      toast({ title: "Details saved", tone: "success" });
    },
  });
  const openDialog = () => {
    setForm({
      tool_name: a.tool_name ?? "",
      category_id: a.category_id ?? "",
      department: a.department ?? "",
      requested_purpose: a.requested_purpose ?? "",
      priority: a.priority,
    });
    save.reset();
    setOpen(true);
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={openDialog}>
        <PencilIcon size={16} aria-hidden="true" /> Edit
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit details</DialogTitle>
            <DialogDescription>What your organization calls this tool and why it is wanted.</DialogDescription>
          </DialogHeader>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(metadataFromForm(form));
            }}
          >
            <MetadataFields form={form} onChange={setForm} disabled={save.isPending} />
            {save.error ? (
              <p role="alert" className="text-sm text-red-700">
                {save.error.message || "Failed to update assessment"}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving…" : "Save changes"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
