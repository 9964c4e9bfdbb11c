/**
 * A page the web Worker sent already drawn (prerendered at build time, worker/site/pages.ts) is
 * complete HTML before any of the app's code runs: it reads, scrolls, links and takes typing on
 * its own. Until the app takes over, this remembers what the visitor did with the page's form
 * (what they typed, where the caret was, a submission, a quick pick), so the live form carries on
 * from there instead of losing it.
 */

export interface DrawnForm {
  /** The text of the form's field when the app took over. */
  value: string;
  /** The field had the focus: the live field gets it, with the caret where it was. */
  focused: boolean;
  selection: number | null;
  /** The visitor submitted the form (Enter, the submit button) before the app was there. */
  submitted: boolean;
  /** The address of a quick pick the visitor chose before the app was there. */
  picked: string | null;
}

let drawnRoot: HTMLElement | null = null;
let submitted = false;
let picked: string | null = null;
let focused = false;

const isField = (target: EventTarget | null) => target instanceof HTMLInputElement && target.name === "url";

/** Watches the drawn page's form; call once, before the app is loaded. */
export function watchDrawnPage(root: HTMLElement): void {
  drawnRoot = root;
  root.addEventListener(
    "submit",
    (e) => {
      e.preventDefault();
      submitted = true;
    },
    true,
  );
  // Whether the field has the focus when the app replaces the page (removing it fires no blur).
  root.addEventListener("focusin", (e) => {
    if (isField(e.target)) focused = true;
  });
  root.addEventListener("focusout", (e) => {
    if (isField(e.target)) focused = false;
  });
  root.addEventListener(
    "click",
    (e) => {
      const pick = (e.target as Element | null)?.closest?.("[data-pick]");
      if (pick) picked = pick.getAttribute("data-pick");
    },
    true,
  );
}

/**
 * What the visitor did with the drawn form, once (the first live form to ask takes it over);
 * null when the page did not arrive drawn or nothing was done with it.
 */
export function takeOverDrawnForm(): DrawnForm | null {
  const root = drawnRoot;
  drawnRoot = null;
  const field = root?.querySelector<HTMLInputElement>("input[name=url]");
  if (!field) return null;
  const form: DrawnForm = {
    value: field.value,
    focused,
    selection: field.selectionStart,
    submitted,
    picked,
  };
  return form.value || form.focused || form.submitted || form.picked ? form : null;
}
