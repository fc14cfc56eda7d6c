import type { Outline } from '@core/generation-schemas.ts'
import type { SavedOutline, SavedOutlineStatus, SavedOutlinesResponse } from '@core/saved-outlines.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { isoDate } from '../projects/project-json.ts'
import * as q from './outlines.queries.ts'

/** Someone else's outline, a removed one and a missing one answer alike. */
export const noSuchOutline = () => new AppError('not_found', 'There is no such outline.')

function toSavedOutline(row: q.OutlineRow): SavedOutline {
  return {
    id: row.id,
    status: row.status,
    projectId: row.project_id,
    projectTitle: row.project_title,
    createdAt: isoDate(row.created_at),
    updatedAt: isoDate(row.updated_at),
    request: row.request,
    outline: row.outline,
  }
}

export async function listOutlines(db: Database, userId: string, status?: SavedOutlineStatus): Promise<SavedOutlinesResponse> {
  const rows = await q.listOutlines(db, userId, status)
  return {
    outlines: rows.map((row) => ({
      id: row.id,
      title: row.title,
      productType: row.product_type as SavedOutlinesResponse['outlines'][number]['productType'],
      chapterCount: row.chapter_count,
      status: row.status,
      projectId: row.project_id,
      createdAt: isoDate(row.created_at),
      updatedAt: isoDate(row.updated_at),
    })),
  }
}

export async function getOutline(db: Database, userId: string, id: string): Promise<SavedOutline> {
  const row = await q.findOutline(db, userId, id)
  if (!row) throw noSuchOutline()
  return toSavedOutline(row)
}

/** Last write wins: the generator saves the whole outline after each pause in editing. */
export async function saveOutline(db: Database, userId: string, id: string, outline: Outline): Promise<SavedOutline> {
  if (!(await q.updateOutline(db, userId, id, outline))) throw noSuchOutline()
  return getOutline(db, userId, id)
}

export async function deleteOutline(db: Database, userId: string, id: string): Promise<void> {
  if (!(await q.removeOutline(db, userId, id))) throw noSuchOutline()
}
