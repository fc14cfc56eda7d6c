import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress.ts'
import { learnContent } from './scripts/vite-learn-content.ts'
import { chunkGroups } from './scripts/vite-chunks.ts'
import { firstPaint } from './scripts/vite-first-paint.ts'
import { isLoopbackAddress, isLoopbackHost } from './src/server/http/loopback.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./src/web'),
  publicDir: here('./public'),
  plugins: [react(), tailwindcss(), precompress(), learnContent(here('./content/learn')), firstPaint()],
  resolve: {
    alias: [
      { find: '@core', replacement: here('./src/core') },
      { find: '@web', replacement: here('./src/web') },
      // supabase-js's Realtime, Storage and Functions clients: never used in the browser (decision 111).
      { find: /^@supabase\/(realtime|storage|functions)-js$/, replacement: here('./src/web/lib/supabase-unused.ts') },
    ],
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // React DOM alone is ~500 kB before gzip; the real budget (gzip, per page) is checked by `npm run bench:web`.
    chunkSizeWarningLimit: 700,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: chunkGroups({
              entry: here('./src/web/main.tsx'),
              home: here('./src/web/features/generator/generator-page.tsx'),
            }),
          },
        },
  },
  server: {
    // `npm run dev`: Vite serves the SPA with hot reload and forwards the
    // server's paths to the API process started beside it.
    proxy: {
      ...Object.fromEntries(['/api', '/auth/v1', '/rest/v1'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
      // Through this proxy every request reaches the API from loopback, so the outbox's own check
      // cannot tell who asked: with HOST=0.0.0.0, only this machine's browser is forwarded, and only
      // under this machine's name (decisions 33 and 76; the API checks the Host header it passes on too).
      '/dev': {
        target: apiTarget,
        changeOrigin: false,
        bypass: (req) => (isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host) ? undefined : false),
      },
    },
  },
}))
