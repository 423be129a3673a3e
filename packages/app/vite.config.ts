import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The manifest lets scripts/bundle-report.mjs measure each route's initial JavaScript.
export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { host: true, port: 5173 },
  preview: { host: true, port: 4173 },
});
