/**
 * The architecture's boundaries, checked by `npm run lint:deps` (part of `npm run lint` and CI).
 * docs/architecture.md draws them. In short:
 *   core/contract  the contract: zod schemas, enums, rules, constants. Imports nothing of ours.
 *   core/          what both Workers share (domain, db, email, lib). Imports neither Worker's shell nor web/.
 *   worker/        the web Worker's HTTP shell.           queue-consumer/  the analysis Worker.
 *   web/           the React SPA: imports only core/contract of ours.
 * Nothing imports web/ (tests excepted); the two Workers do not import each other.
 */
module.exports = {
  forbidden: [
    {
      name: "nothing-imports-web",
      comment: "The SPA is a leaf: the server and the core never read its source tree.",
      severity: "error",
      from: { path: "^(core|worker|queue-consumer|dev)/" },
      to: { path: "^web/" },
    },
    {
      name: "web-imports-only-the-contract",
      comment: "The SPA shares only the contract with the server: schemas, enums, rules, constants.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^(core/(?!contract/)|worker/|queue-consumer/)" },
    },
    {
      name: "core-imports-no-shell",
      comment: "The core is shared by both Workers: it knows neither's HTTP or queue shell.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(worker|queue-consumer|web|dev|tests)/" },
    },
    {
      name: "contract-is-a-leaf",
      comment: "The contract imports nothing of ours outside itself (only libraries such as zod).",
      severity: "error",
      from: { path: "^core/contract/" },
      to: { path: "^(?!core/contract/)(core|worker|queue-consumer|web|dev)/" },
    },
    {
      name: "web-worker-does-not-import-analysis-worker",
      severity: "error",
      from: { path: "^worker/" },
      to: { path: "^queue-consumer/" },
    },
    {
      name: "analysis-worker-does-not-import-web-worker",
      severity: "error",
      from: { path: "^queue-consumer/" },
      to: { path: "^worker/" },
    },
    {
      name: "domain-knows-no-http",
      comment: "Domain verbs take { db, clock, ... } and input; Hono stays in worker/.",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "node_modules/(hono|@hono)/" },
    },
    {
      name: "no-circular",
      comment: "Modules that import each other cannot be understood (or tested) one at a time.",
      severity: "error",
      from: { path: "^(core|worker|queue-consumer|web)/" },
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: { path: "^(core|worker|queue-consumer|web)/" },
      to: { couldNotResolve: true, pathNot: "^(cloudflare:|node:)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.wrangler)/" },
    tsPreCompilationDeps: true,
    // Any part's tsconfig gives the path aliases (they are defined once, in the root tsconfig.json).
    tsConfig: { fileName: "core/tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    combinedDependencies: false,
  },
};
