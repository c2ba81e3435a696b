// The dashboard's build (run by scripts/build.js at install and when dashboard/ changes): plain
// esbuild JSX, no Babel plugin; served by Kobo under /dashboard/ (src/web/dashboard.web.ts).
// `npx vite dashboard` serves it with hot reload and passes /graphql (and its websocket) to the
// Kobo at KOBO_URL, so the app talks to its own origin either way.
import { defineConfig } from 'vite';

const kobo = process.env.KOBO_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/dashboard/',
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  server: { proxy: { '/graphql': { target: kobo, ws: true, changeOrigin: true } } },
  build: { emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1000, reportCompressedSize: false },
});
