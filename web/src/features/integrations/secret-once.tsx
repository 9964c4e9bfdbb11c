import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";

/** A secret shown this once, with a Copy button: the product keeps only its hash (or never shows it again). */
export function SecretOnce({ label, secret }: { label: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-3">
      <Alert tone="warning" title="Copy it now">
        This is the only time it is shown. Store it somewhere safe; if it is lost, create a new one.
      </Alert>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <div className="flex items-stretch gap-2">
          <code
            data-testid="secret-once"
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900"
          >
            {secret}
          </code>
          <Button variant="outline" onClick={copy}>
            {copied ? <CheckIcon size={16} aria-hidden="true" /> : <CopyIcon size={16} aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
            <span className="sr-only"> {label}</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
