import { useEffect } from "react";

/** Sets the tab title while a page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Rapid Risk Review` : "Rapid Risk Review — risk reports for SaaS and AI tools";
    return () => {
      document.title = previous;
    };
  }, [title]);
}
