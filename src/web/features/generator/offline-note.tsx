import { nonEnglishLanguage } from '@core/language-guess.ts'
import { SampleTextNote } from '@web/components/writer/sample-text-note.tsx'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'

/** Issue 14 §7: the generator says plainly that no AI provider is configured and what that means. */
export function OfflineNote() {
  const { topic } = useGeneratorForm()
  return <SampleTextNote does="fills outlines and chapters from templates" language={nonEnglishLanguage(topic)} languageOf="your topic" />
}
