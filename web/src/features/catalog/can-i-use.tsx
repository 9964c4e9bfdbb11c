import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowRightIcon, CircleCheckIcon, CircleHelpIcon, CircleXIcon, HourglassIcon, LoaderIcon } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import type { CatalogItem } from "@core/contract/catalog";
import { parseVendorUrl, vendorHost } from "@core/contract/url";
import { canIUseAnswer } from "@core/contract/safe-to-try-rules";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { rememberPendingUrl } from "../assessments/pending-url";
import { canIUseQueryOptions } from "./api";
import { CatalogStateBadge, ConditionsList, TrialEnd } from "./catalog-badges";

/** A vendor address the person typed (a host with a dot), or null for a tool's name. */
export function addressOf(input: string): string | null {
  const text = input.trim();
  if (!/\.[a-z]{2,}/i.test(text) || /\s/.test(text)) return null;
  const checked = parseVendorUrl(text);
  return checked.ok ? checked.url.href : null;
}

/** What the catalog is searched for: an address's host (without www), else the words. */
export function catalogQueryOf(input: string): string {
  const address = addressOf(input);
  return address ? vendorHost(address) : input.trim();
}

const VERDICT_ICON: Record<ReturnType<typeof canIUseAnswer>["verdict"], ReactNode> = {
  yes: <CircleCheckIcon size={18} aria-hidden="true" className="text-emerald-700" />,
  trial: <CircleCheckIcon size={18} aria-hidden="true" className="text-brand-700" />,
  wait: <HourglassIcon size={18} aria-hidden="true" className="text-amber-700" />,
  no: <CircleXIcon size={18} aria-hidden="true" className="text-red-700" />,
};

/**
 * "Can I use X?": answers from the catalog first (the tool's state in words, its trial end,
 * conditions or guardrails, and approved alternatives when the answer is no); a tool that is not
 * in it is analyzed at once when X is its address (New Assessment runs it), or the person is asked
 * for the address.
 */
export function CanIUse({ canAnalyze }: { canAnalyze: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const q = asked ? catalogQueryOf(asked) : "";
  const answer = useQuery({ ...canIUseQueryOptions(q), enabled: q.length > 0 });
  const address = asked ? addressOf(asked) : null;
  const notInCatalog = answer.data?.length === 0;

  // Not in the catalog and an address was given: analyze it now (New Assessment picks it up).
  useEffect(() => {
    if (!notInCatalog || !address || !canAnalyze) return;
    rememberPendingUrl(address);
    void navigate({ to: "/dashboard/new-assessment" });
  }, [notInCatalog, address, canAnalyze, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (value) setAsked(value);
  };
  return (
    <Card className="p-4 sm:p-5" data-testid="can-i-use">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={id} className="text-base font-semibold text-slate-900">
            Can I use…?
          </Label>
          <Input
            id={id}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="A tool's name or website, e.g. notion.so"
            maxLength={200}
          />
        </div>
        <Button type="submit" disabled={!text.trim()}>
          Check
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {answer.isFetching ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderIcon size={16} aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> Looking in
            the catalog…
          </p>
        ) : answer.data && answer.data.length > 0 ? (
          <ul className="space-y-3" data-testid="can-i-use-answer">
            {answer.data.map((item) => (
              <Answer key={item.assessment_id} item={item} />
            ))}
          </ul>
        ) : notInCatalog ? (
          <p className="flex items-start gap-2 text-sm text-slate-800" data-testid="can-i-use-answer">
            <CircleHelpIcon size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-slate-500" />
            {address && canAnalyze
              ? `${vendorHost(address)} is not in the catalog yet: analyzing it now…`
              : address
                ? `${vendorHost(address)} is not in the catalog yet. Ask a colleague who can run analyses to request it.`
                : `“${asked}” is not in the catalog. Enter its website (e.g. ${asked?.toLowerCase().replace(/\s+/g, "")}.com) to analyze it.`}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function Answer({ item }: { item: CatalogItem }) {
  const { verdict, text } = canIUseAnswer(item.state);
  return (
    <li className="space-y-1.5 rounded-lg border border-slate-200 p-3">
      <p className="flex flex-wrap items-center gap-2">
        {VERDICT_ICON[verdict]}
        <span className="font-semibold break-words text-slate-900">{item.tool_name}</span>
        <CatalogStateBadge state={item.state} />
      </p>
      <p className="text-sm text-slate-800">{text}</p>
      <TrialEnd state={item.decision_state} expiresAt={item.expires_at} />
      <ConditionsList state={item.decision_state} conditions={item.conditions} compact />
      {verdict === "no" && item.category_id ? (
        <Link
          to="/dashboard/catalog"
          search={{ state: "approved", category: item.category_id }}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          Approved {item.category} tools <ArrowRightIcon size={14} aria-hidden="true" />
        </Link>
      ) : null}
    </li>
  );
}
