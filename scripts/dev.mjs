// `npm run dev`: the API server (restarted on change by tsx) behind Vite's dev server with hot reload.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { root } from './build.mjs'

const port = Number(process.env.PORT ?? 3000)
const apiPort = Number(process.env.API_PORT ?? port + 1)

const api = spawn(
  process.execPath,
  [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    // The PDF template is read as text, not imported: tsx would not see it change.
    '--include',
    join(root, 'src/server/export/pdf/typst/*.typ'),
    join(root, 'src/server/cli.ts'),
    '--api-only',
  ],
  { stdio: 'inherit', env: { ...process.env, PORT: String(apiPort), SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` } },
)

process.env.API_PORT = String(apiPort)
const { createServer } = await import('vite')
const vite = await createServer({
  configFile: join(root, 'vite.config.ts'),
  server: { port, strictPort: true, host: process.env.HOST ?? '127.0.0.1' },
})
await vite.listen()
vite.printUrls()

const stop = async () => {
  api.kill('SIGTERM')
  await vite.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
api.once('exit', (code) => {
  if (code !== null && code !== 0) console.error(`The API server exited with code ${code}.`)
})
