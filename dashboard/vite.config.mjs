// The dashboard's build (run by scripts/build.js at install and when dashboard/ changes): plain
// esbuild JSX, no Babel plugin; served by Kobo under /dashboard/ (src/web/dashboard.web.ts).
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/dashboard/',
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  build: { emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1000, reportCompressedSize: false },
});
