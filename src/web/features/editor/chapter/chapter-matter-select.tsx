import { MATTER_LABELS, MATTERS, type Matter } from '@core/book-matter.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { SettingsField } from '../export/settings-field.tsx'
import { MATTER_TEXT, matterOf, setChapterMatter } from './chapter-matter.ts'
import { currentChapter } from '../document-edits.ts'

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void

/**
 * Where the current chapter stands in the book (issue 29, decision 102): front matter, a numbered
 * chapter or back matter. A native select, so the keyboard and screen readers work as everywhere;
 * the choice is the project chapter's `matter`, autosaved and sent with every export and page preview.
 */
export function ChapterMatterSelect({ doc, disabled, onEdit }: { doc: ProjectDocument; disabled: boolean; onEdit: Edit }) {
  const chapter = currentChapter(doc)
  return (
    <SettingsField label={MATTER_TEXT.label} hint={MATTER_TEXT.hint}>
      {(control) => (
        <NativeSelect
          {...control}
          disabled={disabled}
          value={matterOf(chapter)}
          onChange={(e) => {
            const matter = e.target.value as Matter
            const id = chapter.id
            onEdit((d) =>
              setChapterMatter(
                d,
                d.chapters.findIndex((c) => c.id === id),
                matter,
              ),
            )
          }}
        >
          {MATTERS.map((matter) => (
            <option key={matter} value={matter}>
              {MATTER_LABELS[matter]}
            </option>
          ))}
        </NativeSelect>
      )}
    </SettingsField>
  )
}
