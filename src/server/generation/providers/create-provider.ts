import type { Config } from '../../config.ts'
import { createAiSdkProvider } from './ai-sdk-provider.ts'
import { createOfflineWriter } from './offline/offline-writer.ts'
import type { GenerationProvider } from './provider.ts'

const OFFLINE_CHUNK_DELAY_MS = 10

/** The built-in offline writer unless AI_PROVIDER names a real one (config.ts checks its settings). */
export function createProvider(config: Config): GenerationProvider {
  const { AI_PROVIDER } = config
  // The offline text is ready at once; a short pause between its ~30 chunks per chapter lets
  // people see a chapter arrive as it would from a model (≈ 0.3 s a chapter).
  if (AI_PROVIDER === 'offline') return createOfflineWriter({ chunkDelayMs: OFFLINE_CHUNK_DELAY_MS })
  return createAiSdkProvider({ ...config, AI_PROVIDER })
}
