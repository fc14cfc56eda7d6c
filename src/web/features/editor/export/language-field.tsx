import { useState } from 'react'
import { languageName } from '@core/language-tag.ts'
import { Input } from '@web/components/ui/input.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { COMMON_LANGUAGES, readLanguageTag } from './book-languages.ts'
import { SettingsField } from './settings-field.tsx'

const FROM_TEXT = 'from-text'
const OTHER = 'other'
const isCommon = (tag: string | undefined) => tag !== undefined && (COMMON_LANGUAGES as readonly string[]).includes(tag)

interface LanguageFieldProps {
  /** The project's language, if it has one. */
  language: string | undefined
  /** What the export reads from the text when the project has none; null when the text does not tell. */
  guessed: string | null
  onLanguage(language: string | undefined): void
}

/**
 * The book's language: the project's own, else read from the text (said as such), changed by
 * picking a common language or typing any BCP 47 tag under "Other".
 */
export function LanguageField({ language, guessed, onLanguage }: LanguageFieldProps) {
  // The typed tag while "Other" is chosen (kept while it does not parse yet); null otherwise.
  const [typed, setTyped] = useState<string | null>(() => (language && !isCommon(language) ? language : null))
  const [error, setError] = useState<string>()
  const choice = typed !== null ? OTHER : (language ?? FROM_TEXT)
  const fromText = guessed ? `${languageName(guessed)} (read from the text)` : 'English (the text does not tell yet)'

  function choose(value: string) {
    setError(undefined)
    if (value === OTHER) {
      setTyped(language ?? '')
      return
    }
    setTyped(null)
    onLanguage(value === FROM_TEXT ? undefined : value)
  }

  function type(raw: string) {
    setTyped(raw)
    if (raw.trim() === '') return setError(undefined)
    const reading = readLanguageTag(raw)
    setError(reading.ok ? undefined : reading.error)
    if (reading.ok) onLanguage(reading.value)
  }

  return (
    <div className="space-y-2">
      <SettingsField label="Language" hint="Sets the book's labels (Contents, Chapter), hyphenation and the files' language.">
        {(control) => (
          <NativeSelect {...control} value={choice} onChange={(e) => choose(e.target.value)}>
            <option value={FROM_TEXT}>{fromText}</option>
            {COMMON_LANGUAGES.map((tag) => (
              <option key={tag} value={tag}>
                {languageName(tag)}
              </option>
            ))}
            <option value={OTHER}>Other (BCP 47 tag)</option>
          </NativeSelect>
        )}
      </SettingsField>
      {typed !== null ? (
        <SettingsField label="Language tag" error={error}>
          {(control) => (
            <Input
              {...control}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. pt-BR"
              onChange={(e) => type(e.target.value)}
            />
          )}
        </SettingsField>
      ) : null}
    </div>
  )
}
