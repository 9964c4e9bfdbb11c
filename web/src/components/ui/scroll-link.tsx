import type { AnchorHTMLAttributes, MouseEvent } from "react";

/**
 * An in-page link (#section) that scrolls smoothly, unless the visitor prefers reduced motion,
 * and moves focus to the target so keyboard users continue from there. Route changes are not
 * smoothed: only these links are.
 */
export function ScrollLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: `#${string}` }) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const target = document.getElementById(href.slice(1));
    if (!target || e.defaultPrevented || e.metaKey || e.ctrlKey) return;
    e.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    history.replaceState(history.state, "", href);
  };
  return <a href={href} onClick={handle} {...props} />;
}
