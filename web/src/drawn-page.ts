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
  // Whether the field has the focus when the app replaces the page. Browsers may fire focusout
  // when a focused element is removed: a field the app's own page just took away still counts as
  // focused, so only a field still in the page after the event has really lost the focus.
  root.addEventListener("focusin", (e) => {
    if (isField(e.target)) focused = true;
  });
  root.addEventListener("focusout", (e) => {
    const field = e.target;
    if (isField(field))
      queueMicrotask(() => {
        if ((field as HTMLInputElement).isConnected) focused = false;
      });
  });
  root.addEventListener(
    "click",
    (e) => {
      const target = e.target as Element | null;
      const pick = target?.closest?.("[data-pick]");
      if (pick) picked = pick.getAttribute("data-pick");
      // A button that leads to the form ("Check My Tool") does so before the app is there too.
      if (target?.closest?.("[data-focus-form]")) {
        const field = root.querySelector<HTMLInputElement>("input[name=url]");
        field?.scrollIntoView({ block: "center" });
        field?.focus({ preventScroll: true });
      }
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
