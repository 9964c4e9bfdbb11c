import { ROUTE_PATHS } from "./route-paths.gen";

/**
 * Which addresses are pages of the SPA, from the router's own route tree (worker/site/route-paths.gen.ts,
 * generated on every build). TanStack's path syntax: `$name` is one segment, a lone `$` the rest
 * of the path, `{-$name}` an optional segment, `prefix{$name}suffix` a segment with a parameter
 * inside. A trailing slash does not matter.
 */
export interface PageMatch {
  /** The route's pattern, e.g. "/reports/$host". */
  pattern: string;
  /** The values of its parameters, decoded. */
  params: Record<string, string>;
}

interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  names: string[];
}

function compile(pattern: string): CompiledPattern {
  const names: string[] = [];
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    const optional = /^\{-\$([A-Za-z0-9_]+)\}$/.exec(segment);
    if (optional) {
      names.push(optional[1]!);
      source += "(?:/([^/]+))?";
    } else if (segment === "$") {
      names.push("_splat");
      source += "(?:/(.*))?";
    } else {
      source += `/${segmentSource(segment, names)}`;
    }
  }
  return { pattern, regex: new RegExp(`^${source}/?$`), names };
}

function segmentSource(segment: string, names: string[]): string {
  const param = /^\$([A-Za-z0-9_]+)$/.exec(segment);
  if (param) {
    names.push(param[1]!);
    return "([^/]+)";
  }
  const braced = /^(.*)\{\$([A-Za-z0-9_]+)\}(.*)$/.exec(segment);
  if (braced) {
    names.push(braced[2]!);
    return `${escapeRegex(braced[1]!)}([^/]+?)${escapeRegex(braced[3]!)}`;
  }
  return escapeRegex(segment);
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Static patterns first, so "/reports/new" would win over "/reports/$host". */
function byStaticness(a: string, b: string): number {
  return (a.match(/\$/g)?.length ?? 0) - (b.match(/\$/g)?.length ?? 0) || b.length - a.length;
}

export function pageMatcher(paths: readonly string[]) {
  const compiled = [...paths].sort(byStaticness).map(compile);
  return (pathname: string): PageMatch | null => {
    for (const { pattern, regex, names } of compiled) {
      const m = regex.exec(pathname === "/" ? "" : pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        const value = m[i + 1];
        if (value !== undefined) params[name] = safeDecode(value);
      });
      return { pattern, params };
    }
    return null;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The page of the SPA at this address, or null when the app has none (a 404). */
export const matchPage = pageMatcher(ROUTE_PATHS);
