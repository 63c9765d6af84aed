import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API to the Fastify server; `vite build` writes the SPA to apps/web/dist,
// which the server serves in production.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: the app's own code changes far more often than React or Bootstrap.
        // Only what the entry needs goes to the preloaded vendor chunk ('$initial': statically reached
        // from main.tsx); a catch-all vendor chunk would drag every screen's libraries into the first
        // load. The chart library (symbol view) and the table library (the data screens and the admin
        // area) get chunks of their own, fetched with the first screen that uses them; the other
        // libraries only screens use share 'vendor-screens'. 'app' is the app code the entry reaches
        // (layout, navbar, auth, API client), shared with the lazy screens; each screen is a chunk of
        // its own (routes.tsx). Measure with `npx tsx bench/scripts/web-bundle.ts`.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](lightweight-charts|fancy-canvas)[\\/]/ },
            { name: 'table', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            { name: 'vendor-screens', test: /node_modules[\\/]/ },
            { name: 'app', test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
