/**
 * The repository's TypeScript modules loaded in Node through Vite's module loader (TypeScript and
 * the tsconfig path aliases, nothing built): `await withModules((load) => load("/core/x.ts"))`.
 * The loader is closed when the callback's promise settles.
 */
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * @template T
 * @param {(load: (path: string) => Promise<Record<string, any>>) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withModules(use) {
  const { createServer } = await import("vite");
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { tsconfigPaths: true },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use((path) => server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}
