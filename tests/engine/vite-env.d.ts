// `import.meta.glob` and `?raw` imports, resolved by Vite in the vitest workerd pool.
/// <reference types="vite/client" />
