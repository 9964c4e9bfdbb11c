import { useId } from "react";
import { DATA_CLASS_INFO, DATA_CLASSES, PEOPLE_MAX, type DataClassValue } from "@core/contract/safe-to-try-rules";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

export interface RequestForm {
  dataClass: DataClassValue | "";
  people: string;
}

export const emptyRequest: RequestForm = { dataClass: "", people: "" };

/** The request's two answers as the API takes them (absent when not given or not a whole number in range). */
export function requestFromForm(form: RequestForm): { data_class?: DataClassValue; people?: number } {
  const people = Number(form.people);
  return {
    ...(form.dataClass ? { data_class: form.dataClass } : {}),
    ...(form.people.trim() && Number.isInteger(people) && people >= 1 && people <= PEOPLE_MAX ? { people } : {}),
  };
}

/** What the people field says about its value, or null when it is fine (or empty). */
export function peopleError(value: string): string | null {
  if (!value.trim()) return null;
  const n = Number(value);
  if (!Number.isInteger(n)) return "Enter a whole number of people.";
  if (n < 1) return "At least 1 person.";
  if (n > PEOPLE_MAX) return `At most ${PEOPLE_MAX.toLocaleString("en-US")} people.`;
  return null;
}

/**
 * What saving a tool asks besides its details: the data that will go into it and how many people
 * will use it. The Safe-to-Try lane judges the request with them.
 */
export function RequestFields({
  form,
  onChange,
  disabled,
}: {
  form: RequestForm;
  onChange: (form: RequestForm) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const error = peopleError(form.people);
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-data`}>What data will go into it?</Label>
        <Select
          value={form.dataClass}
          onValueChange={(v) => onChange({ ...form, dataClass: v as DataClassValue })}
          disabled={disabled}
        >
          <SelectTrigger id={`${id}-data`} data-testid="data-class">
            <SelectValue placeholder="Choose the most sensitive data" />
          </SelectTrigger>
          <SelectContent>
            {DATA_CLASSES.map((c) => (
              <SelectItem key={c} value={c}>
                {DATA_CLASS_INFO[c].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-xs text-slate-600">
          {form.dataClass ? DATA_CLASS_INFO[form.dataClass].description : "The most sensitive kind it will receive."}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-people`}>How many people?</Label>
        <Input
          id={`${id}-people`}
          inputMode="numeric"
          value={form.people}
          onChange={(e) => onChange({ ...form, people: e.target.value })}
          placeholder="e.g. 5"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-people-error` : undefined}
          data-testid="people"
        />
        {error ? (
          <p id={`${id}-people-error`} className="text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
