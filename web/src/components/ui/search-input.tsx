import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Input } from "./input";

/**
 * A search box (role searchbox) with its icon and one clear button: a text field, not
 * type="search", whose own clear button browsers would add beside ours.
 */
export function SearchInput({
  id,
  value,
  onChange,
  placeholder,
  maxLength = 200,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <div className="relative">
      <SearchIcon
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="text"
        role="searchbox"
        enterKeyHint="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="pr-9 pl-9"
        maxLength={maxLength}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange("")}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
          aria-label="Clear search"
        >
          <XIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The text of a search box whose query lives in the address: it follows the address (back
 * button, a shared link) and, once typing pauses for `ms`, sends the trimmed text (undefined
 * when empty) to `commit`.
 */
export function useSearchText(q: string | undefined, commit: (q: string | undefined) => void, ms = 300) {
  const [text, setText] = useState(q ?? "");
  useEffect(() => setText(q ?? ""), [q]);
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === q) return;
    const timer = setTimeout(() => commit(next), ms);
    return () => clearTimeout(timer);
  }, [text, q, commit, ms]);
  return [text, setText] as const;
}
