// `npm start`: build whatever is missing or stale, then run the server in this same process.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildStale, root } from './build.mjs'

await buildStale()
const { start } = await import(pathToFileURL(join(root, 'dist/server/main.js')).href)
await start()
