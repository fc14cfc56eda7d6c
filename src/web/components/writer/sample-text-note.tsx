import { Info } from 'lucide-react'
import type { LanguageGuess } from '@core/language-guess.ts'

interface SampleTextNoteProps {
  /** What the built-in writer does on this page, e.g. "fills outlines and chapters from templates". */
  does: string
  /** The book's language when it is not English: the writer answers in English all the same. */
  language: LanguageGuess | null
  /** What the language was guessed from, e.g. "your topic". */
  languageOf: string
}

/**
 * Decision 36: with no AI provider the text is sample text from templates, and the page says so
 * in plain words, with how to connect a provider. The generator and the editor both show it.
 */
export function SampleTextNote({ does, language, languageOf }: SampleTextNoteProps) {
  return (
    <div role="note" aria-label="Sample text" className="flex gap-2 rounded-md border bg-muted px-3 py-2 text-muted-foreground text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p>
          <strong className="font-semibold text-foreground">Sample text, not AI.</strong> No AI provider is connected, so the built-in
          writer {does}.
        </p>
        {language ? (
          <p>
            It writes in English only, and {languageOf} looks {language.name}: the text will still be in English.
          </p>
        ) : null}
        <p>
          To write with AI, set <code className="break-all">AI_PROVIDER</code> and its API key on the server (README, section “AI
          providers”).
        </p>
      </div>
    </div>
  )
}
