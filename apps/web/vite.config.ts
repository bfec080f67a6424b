import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  // No source maps: production must not publish the sources (the server refuses *.map too).
  // The manifest tells the server which chunks each route needs, for its preload hints.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
