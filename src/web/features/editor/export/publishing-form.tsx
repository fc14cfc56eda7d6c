import { useState } from 'react'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { PAPERS } from '@core/export.ts'
import { AI_DISCLOSURE_SUGGESTION, PAPER_LABELS } from '@core/publishing.ts'
import type { PublishingSettings } from '@core/publishing-schemas.ts'
import { Input } from '@web/components/ui/input.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { LanguageField } from './language-field.tsx'
import { PageLookFields } from './page-look-fields.tsx'
import { type FieldReading, type PublishingKey, readText, readYear, setLanguage, setPublishing } from './publishing-edits.ts'
import { SettingsField } from './settings-field.tsx'

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void
type TypedKey = 'author' | 'copyright' | 'year' | 'aiDisclosure' | 'authorBio'

const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-primary'

interface PublishingFormProps {
  doc: ProjectDocument
  /** The language the export reads from the text when the project names none. */
  guessed: string | null
  onEdit: Edit
}

/**
 * The Export section's publishing settings. Typed fields keep what was typed; only a value the
 * shared schema accepts goes into the document (and so into the autosave and the exports), and a
 * refused one shows why under its field.
 */
export function PublishingForm({ doc, guessed, onEdit }: PublishingFormProps) {
  const settings: PublishingSettings = doc.publishing ?? {}
  const [typed, setTyped] = useState<Record<TypedKey, string>>(() => ({
    author: settings.author ?? '',
    copyright: settings.copyright ?? '',
    year: settings.year?.toString() ?? '',
    aiDisclosure: settings.aiDisclosure ?? '',
    authorBio: settings.authorBio ?? '',
  }))
  const [errors, setErrors] = useState<Partial<Record<TypedKey, string>>>({})
  const [disclose, setDisclose] = useState(settings.aiDisclosure !== undefined)

  const set = <K extends PublishingKey>(key: K, value: PublishingSettings[K] | undefined) => onEdit((d) => setPublishing(d, key, value))

  function type<K extends TypedKey>(key: K, raw: string, reading: FieldReading<PublishingSettings[K]>) {
    setTyped((t) => ({ ...t, [key]: raw }))
    setErrors((e) => ({ ...e, [key]: reading.ok ? undefined : reading.error }))
    if (reading.ok) set(key, reading.value)
  }

  function toggleDisclosure(on: boolean) {
    setDisclose(on)
    const text = on ? typed.aiDisclosure || AI_DISCLOSURE_SUGGESTION : ''
    type('aiDisclosure', text, readText('aiDisclosure', text))
  }

  const thisYear = new Date().getFullYear()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <SettingsField label="Author" error={errors.author}>
        {(control) => (
          <Input
            {...control}
            value={typed.author}
            autoComplete="name"
            placeholder="e.g. Ana Pérez"
            onChange={(e) => type('author', e.target.value, readText('author', e.target.value))}
          />
        )}
      </SettingsField>
      <LanguageField language={doc.language} guessed={guessed} onLanguage={(tag) => onEdit((d) => setLanguage(d, tag))} />
      <PageLookFields doc={doc} onEdit={onEdit} printClassName="sm:col-span-2 lg:col-span-1" />
      <SettingsField label="Paper" hint="The paperback's paper: it sets the spine width of the paperback cover.">
        {(control) => (
          <NativeSelect
            {...control}
            value={settings.paper ?? 'white'}
            onChange={(e) => set('paper', e.target.value as PublishingSettings['paper'])}
          >
            {PAPERS.map((paper) => (
              <option key={paper} value={paper}>
                {PAPER_LABELS[paper]}
              </option>
            ))}
          </NativeSelect>
        )}
      </SettingsField>
      <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-3 sm:col-span-2 lg:col-span-1">
        <SettingsField label="Copyright holder" error={errors.copyright}>
          {(control) => (
            <Input
              {...control}
              value={typed.copyright}
              autoComplete="off"
              placeholder="e.g. Ana Pérez"
              onChange={(e) => type('copyright', e.target.value, readText('copyright', e.target.value))}
            />
          )}
        </SettingsField>
        <SettingsField label="Year" error={errors.year}>
          {(control) => (
            <Input
              {...control}
              value={typed.year}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder={String(thisYear)}
              onChange={(e) => type('year', e.target.value, readYear(e.target.value))}
            />
          )}
        </SettingsField>
      </div>
      <div className="space-y-2 sm:col-span-2 lg:col-span-1">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className={checkboxClass} checked={disclose} onChange={(e) => toggleDisclosure(e.target.checked)} />
          <span>
            <span className="font-medium">Add an AI-disclosure line</span>
            <span className="block text-muted-foreground text-xs">
              Printed on the copyright page; marketplaces such as KDP ask about AI.
            </span>
          </span>
        </label>
        {disclose ? (
          <SettingsField label="AI-disclosure line" hideLabel error={errors.aiDisclosure}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                className="min-h-0 resize-y"
                value={typed.aiDisclosure}
                onChange={(e) => type('aiDisclosure', e.target.value, readText('aiDisclosure', e.target.value))}
              />
            )}
          </SettingsField>
        ) : null}
      </div>
      <SettingsField
        label="Author bio"
        hint="Optional. A few sentences about you, printed on the paperback's back cover under the description."
        error={errors.authorBio}
        className="sm:col-span-2 lg:col-span-1"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-0 resize-y"
            value={typed.authorBio}
            placeholder="e.g. Ana Pérez has taught photography for fifteen years…"
            onChange={(e) => type('authorBio', e.target.value, readText('authorBio', e.target.value))}
          />
        )}
      </SettingsField>
    </div>
  )
}
