import { useEffect, useState } from 'react'
import type { LanguageGuess } from '@core/language-guess.ts'
import { NoWriterNote } from '@web/components/writer/no-writer-note.tsx'
import { SampleTextNote } from '@web/components/writer/sample-text-note.tsx'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import type { GenerationSettings } from '@web/lib/runtime-config.ts'

/**
 * The topic's language when it is not English. The guesser's word lists load once there is a
 * topic to guess from, not with the home page (decision 104: the first load stays under 119 KB).
 */
function useNonEnglish(topic: string): LanguageGuess | null {
  const [guess, setGuess] = useState<{ topic: string; language: LanguageGuess | null } | null>(null)
  useEffect(() => {
    if (!topic.trim()) return
    let live = true
    void import('@core/language-guess.ts').then((m) => {
      if (live) setGuess({ topic, language: m.nonEnglishLanguage(topic) })
    })
    return () => {
      live = false
    }
  }, [topic])
  // A guess for an earlier topic is not said about this one.
  return guess?.topic === topic ? guess.language : null
}

function OfflineSampleNote() {
  const { topic } = useGeneratorForm()
  return <SampleTextNote does="fills outlines and chapters from templates" language={useNonEnglish(topic)} languageOf="your topic" />
}

/** Issue 14 §7: the generator says plainly who writes when it is not an AI provider. */
export function OfflineNote({ settings }: { settings: GenerationSettings | null }) {
  if (settings?.writer === 'none') return <NoWriterNote cannot="outlines and drafts cannot be written" />
  if (!settings?.offline) return null
  return <OfflineSampleNote />
}
