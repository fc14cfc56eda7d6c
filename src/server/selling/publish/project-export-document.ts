import { type ExportDocument, exportDocumentSchema } from '@core/export-schemas.ts'
import type { Project } from '@core/project-schemas.ts'
import { AppError } from '../../http/app-error.ts'

/**
 * The export document of a saved project, built on the server (issue 33): what a publish renders
 * its frozen files from. The same mapping as the editor's export payload
 * (src/web/features/editor/export/export-file.ts `exportPayload`): the project's own subtitle, each
 * chapter's title, text, page template and matter, the language, every publishing setting, and the
 * project's id (the EPUB's identifier, decision 56; its images, decision 63). A buyer gets what the
 * creator's own Export button makes.
 */
export function projectExportDocument(project: Project): ExportDocument {
  const { subtitle: _notHere, ...publishing } = project.publishing ?? {}
  const document = {
    title: project.title,
    ...(project.subtitle?.trim() ? { subtitle: project.subtitle.trim() } : {}),
    description: project.description,
    productType: project.productType,
    chapters: project.chapters.map(({ title, content, pageTemplate, pageOptions, matter }) => ({
      title,
      content,
      ...(pageTemplate ? { pageTemplate } : {}),
      ...(pageTemplate && pageOptions ? { pageOptions } : {}),
      ...(matter ? { matter } : {}),
    })),
    ...(project.language ? { language: project.language } : {}),
    ...publishing,
    projectId: project.id,
  }
  // The stored project passed the project schema; the export's own bounds are judged here, as the export route judges a body.
  const parsed = exportDocumentSchema.safeParse(document)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new AppError(
      'validation_failed',
      `The project cannot be exported as it is${issue ? ` (${issue.path.join('.') || 'document'}: ${issue.message})` : ''}. Fix it in the editor, then publish.`,
    )
  }
  return parsed.data
}
