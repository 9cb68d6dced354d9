import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sigilIcons } from './src/entities/sigil/sigil-icons-plugin';

export default defineConfig({
  plugins: [react(), sigilIcons()],
  server: { proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' } },
  // The manifest lets `npm run bench` add up what each page downloads.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200, manifest: true },
});
