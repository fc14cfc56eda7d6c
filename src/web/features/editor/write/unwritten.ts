import type { ProjectChapter } from '@core/project-schemas.ts'
import { NEW_CHAPTER_PLACEHOLDER } from '@web/lib/new-chapter.ts'

/**
 * A chapter with no text of its own yet (issue 30): empty, only its '## title' line, or the new
 * chapter's placeholder. The editor then offers 'Write this chapter' from its title and plan.
 */
export function isUnwritten(chapter: Pick<ProjectChapter, 'content'>): boolean {
  const lines = chapter.content.trim().split('\n')
  const body = (lines[0]?.startsWith('#') ? lines.slice(1) : lines).join('\n').trim()
  return body === '' || body === NEW_CHAPTER_PLACEHOLDER
}
