import type { ProjectChapter } from '@core/project-schemas.ts'

/** A new chapter's placeholder (document-edits.ts NEW_CHAPTER_CONTENT) counts as no text. */
const PLACEHOLDER = 'Start writing here...'

/**
 * A chapter with no text of its own yet (issue 30): empty, only its '## title' line, or the new
 * chapter's placeholder. The editor then offers 'Write this chapter' from its title and plan.
 */
export function isUnwritten(chapter: Pick<ProjectChapter, 'content'>): boolean {
  const lines = chapter.content.trim().split('\n')
  const body = (lines[0]?.startsWith('#') ? lines.slice(1) : lines).join('\n').trim()
  return body === '' || body === PLACEHOLDER
}
