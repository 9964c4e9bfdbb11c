#!/usr/bin/env node
/**
 * Checks the architecture's boundaries (.dependency-cruiser.cjs) with dependency-cruiser:
 * `npm run lint:deps`, part of `npm run lint` and CI.
 *
 * dependency-cruiser reads TypeScript through the TypeScript compiler's JavaScript API, which
 * TypeScript 7 (the project's compiler, written in Go) no longer ships. It therefore gets
 * TypeScript 5 (the `typescript-5` alias in package.json) for parsing: a resolve hook hands it
 * that package whenever it asks for `typescript`. Nothing else sees the hook.
 */
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromCruiser = context.parentURL?.includes("/node_modules/dependency-cruiser/");
    if (fromCruiser && (specifier === "typescript" || specifier.startsWith("typescript/"))) {
      return nextResolve(specifier.replace(/^typescript/, "typescript-5"), context);
    }
    return nextResolve(specifier, context);
  },
});

const args = process.argv.slice(2);
process.argv = [
  process.argv[0],
  "depcruise",
  ...(args.length ? args : ["core", "worker", "queue-consumer", "web/src", "--config", ".dependency-cruiser.cjs"]),
];
await import(new URL("../node_modules/dependency-cruiser/bin/dependency-cruise.mjs", import.meta.url).href);
