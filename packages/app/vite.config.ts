import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// Two builds from one source: demo mode (VITE_DEMO=true, the mock backend in a service worker,
// into dist-demo/) and the real-API build (into dist/), which must contain no MSW at all.
// __DEMO__ is a compile-time constant so the demo boot is removed from the real build.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const isDemo = (process.env.VITE_DEMO ?? env.VITE_DEMO) === 'true';
  return {
    plugins: [react()],
    define: { __DEMO__: JSON.stringify(isDemo) },
    publicDir: isDemo ? 'public-demo' : 'public',
    build: {
      outDir: isDemo ? 'dist-demo' : 'dist',
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // Every browser of the es2022 target but Safari 16 preloads modules natively; there the
      // preload is skipped, nothing breaks. Saves the polyfill in the login page's download.
      modulePreload: { polyfill: false },
    },
    server: { host: true, port: 5173 },
    preview: { host: true, port: 4173 },
  };
});
