import { nonEnglishLanguage } from '@core/language-guess.ts'
import { NoWriterNote } from '@web/components/writer/no-writer-note.tsx'
import { SampleTextNote } from '@web/components/writer/sample-text-note.tsx'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import type { GenerationSettings } from '@web/lib/runtime-config.ts'

/** Issue 14 §7: the generator says plainly who writes when it is not an AI provider. */
export function OfflineNote({ settings }: { settings: GenerationSettings | null }) {
  const { topic } = useGeneratorForm()
  if (settings?.writer === 'none') return <NoWriterNote cannot="outlines and drafts cannot be written" />
  if (!settings?.offline) return null
  return <SampleTextNote does="fills outlines and chapters from templates" language={nonEnglishLanguage(topic)} languageOf="your topic" />
}
