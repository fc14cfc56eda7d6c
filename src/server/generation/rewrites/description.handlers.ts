import type { DescriptionRequest, DescriptionResponse } from '@core/description-schemas.ts'
import { productTypeSchema, toneSchema } from '@core/generation-schemas.ts'
import { storedLanguage } from '@core/language-tag.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../http/app-error.ts'
import { asUser } from '../../projects/as-user.ts'
import { findProject } from '../../projects/projects.queries.ts'
import { asAiCaller } from '../providers/ai-caller.ts'
import { writeDescriptionOffline } from '../providers/offline/description.ts'
import type { DescriptionJob, GenerationProvider } from '../providers/provider.ts'

/** The saved project as a description job reads it; another user's project is not found, like a missing one. */
async function descriptionJob(db: Database, userId: string, projectId: string, body: DescriptionRequest): Promise<DescriptionJob> {
  const row = await asUser(db, userId, (tx) => findProject(tx, projectId))
  if (!row) throw new AppError('not_found', 'There is no such project.')
  const language = storedLanguage(row.language)
  return {
    title: row.title,
    ...(row.subtitle?.trim() ? { subtitle: row.subtitle.trim() } : {}),
    productType: productTypeSchema.parse(row.product_type),
    tone: toneSchema.parse(row.tone),
    ...(row.target_audience.trim() ? { targetAudience: row.target_audience.trim() } : {}),
    ...(language ? { language } : {}),
    chapters: row.chapters.map((c) => ({
      title: c.title,
      ...(c.plan ? { plan: c.plan } : {}),
      ...(c.matter === 'front' || c.matter === 'back' ? { matter: c.matter } : {}),
    })),
    current: row.description,
    ...(body.previous ? { previous: body.previous } : {}),
  }
}

/**
 * POST /api/projects/:id/description (issue 29, decision 103): a new description from the saved
 * project, written by the provider (the offline writer's when a provider has no description call),
 * returned and not stored: the editor shows it, and the creator's save keeps it.
 */
export async function writeDescription(
  { db, provider }: { db: Database; provider: GenerationProvider },
  userId: string,
  projectId: string,
  body: DescriptionRequest,
  signal?: AbortSignal,
): Promise<DescriptionResponse> {
  const job = { ...(await descriptionJob(db, userId, projectId, body)), ...(signal ? { signal } : {}) }
  const description = await asAiCaller({ userId }, () =>
    provider.writeDescription ? provider.writeDescription(job) : Promise.resolve(writeDescriptionOffline(job)),
  )
  return { description }
}
