import { Hono } from 'hono'
import type { Config } from '../../config.ts'
import { AppError } from '../../http/app-error.ts'
import { requireRequestUser } from '../../auth/request-user.ts'

/** Every request that would have a writer write: outlines, drafts and their chapters, regeneration, a new description, the launch kit. */
const WRITING_PATHS = [
  '/outline',
  '/generate/chapter',
  '/generate/selection',
  '/draft/start',
  '/draft/next',
  '/draft/next/stream',
  '/draft/stream',
  '/projects/:id/description',
  '/projects/:id/launch-kit',
] as const

/**
 * A production server with no AI_PROVIDER does not sell template text for credits (decision 36):
 * writing answers 503 `ai_not_configured` to signed-in users. Reading, finishing and cancelling a
 * draft still work, so nothing already paid for is stranded.
 */
export function aiOffRoutes() {
  const app = new Hono()
  for (const path of WRITING_PATHS) {
    app.post(path, async (c) => {
      await requireRequestUser(c)
      throw new AppError('ai_not_configured')
    })
  }
  return app
}

/** The start-up line about who writes; a warning when nobody does. */
export function writerStatus(config: Config, provider: { name: string; model: string }): { warn: boolean; text: string } {
  if (config.ai === 'off') {
    return {
      warn: true,
      text:
        'No AI provider is configured (AI_PROVIDER is unset), so this production server refuses to write outlines and chapters (503 ai_not_configured). ' +
        'Set AI_PROVIDER with its key (README § AI providers), or AI_PROVIDER=offline to sell the built-in template text on purpose.',
    }
  }
  if (config.ai === 'offline') return { warn: false, text: 'AI: built-in offline writer (sample text, not AI; English only)' }
  return { warn: false, text: `AI: ${provider.name} ${provider.model}` }
}
