import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/graphql': api, '/api': api, '/sandbox': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lists each page's chunks: the bundle-size bench reads it.
    manifest: true,
  },
});
