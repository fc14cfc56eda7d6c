import { start } from './main.ts'

// `--api-only`: `npm run dev` lets Vite serve the SPA with hot reload in front of this process.
await start({ serveWeb: !process.argv.includes('--api-only') })
