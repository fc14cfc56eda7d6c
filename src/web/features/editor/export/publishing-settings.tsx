import { useDeferredValue, useMemo, useState } from 'react'
import { languageOfBook } from '@core/book-language.ts'
import { languageName } from '@core/language-tag.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { PUBLISHING_DEFAULTS, type TrimSize } from '@core/publishing.ts'
import { PublishingForm } from './publishing-form.tsx'
import { SettingsDisclosure } from './settings-disclosure.tsx'

const TRIM_SHORT: Record<TrimSize, string> = { letter: 'US Letter', a4: 'A4', a5: 'A5', '6x9': '6 × 9 in', '5.5x8.5': '5.5 × 8.5 in' }

/** One line for the closed disclosure: what the next export will use. */
export function publishingSummary(doc: ProjectDocument, guessed: string | null): string {
  const p = doc.publishing ?? {}
  const language = doc.language ?? guessed ?? 'en'
  return [TRIM_SHORT[p.trimSize ?? PUBLISHING_DEFAULTS.trimSize], p.print ? 'print' : null, languageName(language), p.author ?? 'no author']
    .filter(Boolean)
    .join(' · ')
}

/**
 * The publishing settings under the Export buttons, closed by default so the buttons stay where
 * they were (decision 48). Edits go into the document and autosave with it.
 */
export function PublishingSettings({ doc, onEdit }: { doc: ProjectDocument; onEdit: Parameters<typeof PublishingForm>[0]['onEdit'] }) {
  const [open, setOpen] = useState(false)
  // What the export reads when the project names no language: the same sample, so the form says
  // what the file will say. Reading it takes ≈2 ms, so a keystroke's render does not wait for it.
  const later = useDeferredValue(doc)
  const guessed = useMemo(() => (open || !later.language ? languageOfBook(later) : null), [later, open])
  return (
    <SettingsDisclosure
      title="Publishing settings"
      summary={publishingSummary(doc, guessed)}
      open={open}
      onToggle={() => setOpen((o) => !o)}
    >
      <PublishingForm doc={doc} guessed={guessed} onEdit={onEdit} />
    </SettingsDisclosure>
  )
}
