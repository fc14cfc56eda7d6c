import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress.ts'
import { learnContent } from './scripts/vite-learn-content.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./public'),
  plugins: [react(), tailwindcss(), precompress(), learnContent(here('./content/learn'))],
  resolve: {
    alias: {
      '@core': here('./src/core'),
      '@web': here('./src/web'),
    },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // React DOM alone is ~500 kB before gzip; the real budget (gzip, per page) is checked by `npm run bench:web`.
    chunkSizeWarningLimit: 700,
  },
  server: {
    // `npm run dev`: Vite serves the SPA with hot reload and forwards the
    // server's paths to the API process started beside it.
    proxy: Object.fromEntries(
      ['/api', '/auth/v1', '/rest/v1', '/dev'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
})
