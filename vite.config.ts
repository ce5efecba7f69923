import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `base: './'`: the built site works from any sub-path (GitHub Pages, a docs site, file servers).
export default defineConfig({
  base: './',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
