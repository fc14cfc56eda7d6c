// The fake OpenAI-compatible server in its own process, as a real provider is: its streaming
// then does not compete with the app for one event loop. Prints its base URL, then serves until killed.
import { startFakeOpenAI } from '../tests/support/fake-openai.ts'

const [latencyMs, chunks, chunkDelayMs] = process.argv.slice(2).map(Number)
const fake = await startFakeOpenAI({ latencyMs, chunks, chunkDelayMs })
process.stdout.write(`${fake.baseURL}\n`)
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)))
