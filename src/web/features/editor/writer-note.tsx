import { nonEnglishLanguage } from '@core/language-guess.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { NoWriterNote } from '@web/components/writer/no-writer-note.tsx'
import { SampleTextNote } from '@web/components/writer/sample-text-note.tsx'
import { useGenerationSettings } from '@web/lib/use-generation-settings.ts'

const NAMES: Record<string, string> = { es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian', nl: 'Dutch' }

/**
 * The book's language when it is not English: as stored with the draft, else guessed from its
 * title and description (a stored 'en' may only say what the offline writer wrote in).
 */
function bookLanguage(doc: ProjectDocument) {
  const tag = doc.language?.split('-')[0]?.toLowerCase()
  if (tag && tag !== 'en') return { tag, name: NAMES[tag] ?? tag }
  return nonEnglishLanguage(`${doc.title} ${doc.description}`)
}

const shows = (settings: ReturnType<typeof useGenerationSettings>) => settings?.writer === 'none' || Boolean(settings?.offline)

/** Whether the note shows: the editor's layout keeps a row for it only then. */
export const useWriterNoteShown = () => shows(useGenerationSettings())

/** Issue 14 §7: in the editor too, regeneration by the built-in writer is sample text (or off), said plainly. */
export function WriterNote({ doc, className }: { doc: ProjectDocument; className?: string }) {
  const settings = useGenerationSettings()
  if (!shows(settings)) return null
  if (settings?.writer === 'none') {
    return (
      <div className={className}>
        <NoWriterNote cannot="chapters and styles cannot be regenerated (editing and exports still work)" />
      </div>
    )
  }
  return (
    <div className={className}>
      <SampleTextNote does="writes regenerated chapters and styles from templates" language={bookLanguage(doc)} languageOf="this book" />
    </div>
  )
}
