import {
  FREQUENCY_LABEL,
  MONITORING_FREQUENCIES,
  type MonitoringFrequencyValue,
} from "@core/contract/monitoring-rules";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

/** Off, Daily, Weekly, Monthly: an assessment's monitoring, or the organization's default. */
export function FrequencySelect({
  id,
  value,
  onChange,
  disabled,
  className,
  testId,
}: {
  id: string;
  value: MonitoringFrequencyValue;
  onChange: (frequency: MonitoringFrequencyValue) => void;
  disabled?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as MonitoringFrequencyValue)} disabled={disabled}>
      <SelectTrigger id={id} className={className} data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {MONITORING_FREQUENCIES.map((f) => (
          <SelectItem key={f} value={f}>
            {FREQUENCY_LABEL[f]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
