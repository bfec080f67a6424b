import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: { target: 'es2022', sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
