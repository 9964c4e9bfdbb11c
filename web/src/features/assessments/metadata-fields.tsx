import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { DEPARTMENT_MAX, PURPOSE_MAX, TOOL_NAME_MAX } from "@core/contract/assessment-rules";
import type { Priority } from "@core/contract/enums";
import { Input } from "@web/components/ui/input";
import { CharacterCount } from "@web/components/ui/character-count";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { categoriesQueryOptions } from "./api";

/** The metadata a person gives an assessment: Tool Name, Category, Department, Purpose / Use Case, Priority. */
export interface MetadataForm {
  tool_name: string;
  category_id: string;
  department: string;
  requested_purpose: string;
  priority: Priority;
}

export const emptyMetadata: MetadataForm = {
  tool_name: "",
  category_id: "",
  department: "",
  requested_purpose: "",
  priority: "normal",
};

const NO_CATEGORY = "none";

/** The form as the API takes it: blank fields clear (null). */
export function metadataFromForm(form: MetadataForm) {
  const text = (v: string) => v.trim() || null;
  return {
    tool_name: text(form.tool_name),
    category_id: form.category_id || null,
    department: text(form.department),
    requested_purpose: text(form.requested_purpose),
    priority: form.priority,
  };
}

export function MetadataFields({
  form,
  onChange,
  disabled,
}: {
  form: MetadataForm;
  onChange: (form: MetadataForm) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const categories = useQuery(categoriesQueryOptions);
  const set = <K extends keyof MetadataForm>(key: K, value: MetadataForm[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-tool`}>Tool Name</Label>
        <Input
          id={`${id}-tool`}
          value={form.tool_name}
          onChange={(e) => set("tool_name", e.target.value)}
          maxLength={TOOL_NAME_MAX}
          placeholder="e.g. Notion"
          disabled={disabled}
          aria-describedby={`${id}-tool-count`}
        />
        <CharacterCount id={`${id}-tool-count`} length={form.tool_name.length} max={TOOL_NAME_MAX} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          value={form.category_id || NO_CATEGORY}
          onValueChange={(v) => set("category_id", v === NO_CATEGORY ? "" : v)}
          disabled={disabled}
        >
          <SelectTrigger id={`${id}-category`} aria-label="Category">
            <SelectValue placeholder="Select a category" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NO_CATEGORY}>No category</SelectItem>
            {(categories.data ?? []).map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-department`}>Department</Label>
        <Input
          id={`${id}-department`}
          value={form.department}
          onChange={(e) => set("department", e.target.value)}
          maxLength={DEPARTMENT_MAX}
          placeholder="e.g. Marketing"
          disabled={disabled}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-priority`}>Priority</Label>
        <Select value={form.priority} onValueChange={(v) => set("priority", v as Priority)} disabled={disabled}>
          <SelectTrigger id={`${id}-priority`} aria-label="Priority">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="normal">Normal</SelectItem>
            <SelectItem value="urgent">Urgent</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-purpose`}>Purpose / Use Case</Label>
        <Textarea
          id={`${id}-purpose`}
          value={form.requested_purpose}
          onChange={(e) => set("requested_purpose", e.target.value)}
          maxLength={PURPOSE_MAX}
          placeholder="What will the team use it for, and with what data?"
          disabled={disabled}
          aria-describedby={`${id}-purpose-count`}
        />
        <CharacterCount id={`${id}-purpose-count`} length={form.requested_purpose.length} max={PURPOSE_MAX} />
      </div>
    </div>
  );
}
