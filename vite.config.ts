import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { app: 'src/web/index.html', signIn: 'src/web/login.html' },
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'sign-in-shared',
              test: /src[\\/](web[\\/](lib[\\/](i18n|settings|api-client|csrf|emotion-caches|paths)|features[\\/]auth[\\/]api[\\/](session|sign-in))|domain[\\/](auth[\\/]roles|i18n[\\/]languages|api[\\/]request-url))\.ts$/,
            },
          ],
        },
      },
    },
    // The sign-in page's JavaScript budget is measured by an end-to-end test.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
