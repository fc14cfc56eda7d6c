import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKitEditRequest, LaunchKitResponse, LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { storedLanguage } from '@core/language-tag.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { flagLaunchPiece } from '../generation/launch-kit/launch-flags.ts'
import { kitFileName, renderKitMarkdown } from './kit-markdown.ts'
import { renderKitZip } from './kit-zip.ts'
import { ownProject, storedPieces, toResponse, writtenKit } from './launch-kit-state.ts'
import { tidyPiece } from './launch-kit-writer.ts'
import { findKit, storePiece } from './launch-kit.queries.ts'
import { renderSalesPageHtml } from './sales-page-html.ts'
import { renderSalesPageMarkdown } from './sales-page-markdown.ts'

/** GET: the kit as it stands; before any kit, every piece null and status `none`. */
export async function getLaunchKit(db: Database, userId: string, projectId: string): Promise<LaunchKitResponse> {
  await ownProject(db, userId, projectId)
  return toResponse(await findKit(db, userId, projectId))
}

/**
 * PUT: the creator's edit of one written piece, kept as typed even past the stores' limits (the
 * screen shows those red); only KDP's HTML is cleaned, and the piece's flags are checked again.
 */
export async function editPiece(db: Database, userId: string, projectId: string, edit: LaunchKitEditRequest): Promise<LaunchKitResponse> {
  await ownProject(db, userId, projectId)
  const kit = await findKit(db, userId, projectId)
  const piece: LaunchPiece = edit.piece
  const meta = kit?.meta[piece]
  if (!kit || storedPieces(kit)[piece] === undefined || !meta)
    throw new AppError('launch_kit_missing', 'This piece of the launch kit has not been written yet.')
  const value = tidyPiece(piece, edit.value as LaunchPieceValue)
  const editedAt = (db.clock?.now() ?? new Date()).toISOString()
  await storePiece(db, userId, projectId, { piece, value, meta: { ...meta, editedAt }, flags: flagLaunchPiece(piece, value) })
  return toResponse(await findKit(db, userId, projectId))
}

export interface KitFile {
  fileName: string
  mediaType: string
  body: string | Uint8Array
}

/** The whole kit as one Markdown file or a ZIP of its parts; 409 `launch_kit_missing` before any piece. */
export async function downloadKit(db: Database, userId: string, projectId: string, format: 'md' | 'zip'): Promise<KitFile> {
  const project = await ownProject(db, userId, projectId)
  const { pieces, row } = writtenKit(await findKit(db, userId, projectId))
  const book = { title: project.title, language: storedLanguage(project.language) ?? 'en' }
  const flags = toResponse(row).flags
  if (format === 'md') {
    return {
      fileName: kitFileName(project.title, 'md'),
      mediaType: 'text/markdown; charset=utf-8',
      body: renderKitMarkdown(pieces, flags, book),
    }
  }
  return { fileName: kitFileName(project.title, 'zip'), mediaType: 'application/zip', body: await renderKitZip(pieces, flags, book) }
}

/** The sales page alone, as a standalone HTML page or Markdown; 409 `launch_kit_missing` until it is written. */
export async function downloadSalesPage(db: Database, userId: string, projectId: string, format: 'html' | 'md'): Promise<KitFile> {
  const project = await ownProject(db, userId, projectId)
  const salesPage = storedPieces(await findKit(db, userId, projectId)).salesPage
  if (!salesPage) throw new AppError('launch_kit_missing', 'The sales page has not been written yet.')
  const book = { title: project.title, language: storedLanguage(project.language) ?? 'en' }
  const base = kitFileName(project.title, format).replace(/-launch-kit\./, '-sales-page.')
  return format === 'html'
    ? { fileName: base, mediaType: 'text/html; charset=utf-8', body: renderSalesPageHtml(salesPage, book) }
    : { fileName: base, mediaType: 'text/markdown; charset=utf-8', body: renderSalesPageMarkdown(salesPage, book) }
}
