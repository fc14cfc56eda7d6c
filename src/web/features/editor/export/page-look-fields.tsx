import type { ProjectDocument } from '@core/project-schemas.ts'
import { PUBLISHING_DEFAULTS, THEME_LABELS, THEMES, TRIM_SIZE_INFO, TRIM_SIZES } from '@core/publishing.ts'
import type { PublishingSettings } from '@core/publishing-schemas.ts'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { cn } from '@web/lib/utils.ts'
import { type PublishingKey, setPublishing } from './publishing-edits.ts'
import { SettingsField } from './settings-field.tsx'

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void

export const PAGE_LOOK_TEXT = {
  themeHint: 'Fonts, sizes, colours and chapter openings of the PDF, DOCX and EPUB.',
  print: 'Print interior',
  printHint: 'For a paperback: no cover page, chapters open on right-hand pages, mirrored margins.',
} as const

/**
 * What the pages look like: trim size, theme and print interior. The same three settings in the
 * Export section's form and beside the page preview (decision 87); either way the change goes into
 * the document's publishing settings and autosaves with it. `printClassName` goes on the print box, which
 * spans the form's two columns.
 */
export function PageLookFields({ doc, onEdit, printClassName }: { doc: ProjectDocument; onEdit: Edit; printClassName?: string }) {
  const settings: PublishingSettings = doc.publishing ?? {}
  const set = <K extends PublishingKey>(key: K, value: PublishingSettings[K] | undefined) => onEdit((d) => setPublishing(d, key, value))
  return (
    <>
      <SettingsField label="Trim size">
        {(control) => (
          <NativeSelect
            {...control}
            value={settings.trimSize ?? PUBLISHING_DEFAULTS.trimSize}
            onChange={(e) => set('trimSize', e.target.value as PublishingSettings['trimSize'])}
          >
            {TRIM_SIZES.map((size) => (
              <option key={size} value={size}>
                {TRIM_SIZE_INFO[size].label}
              </option>
            ))}
          </NativeSelect>
        )}
      </SettingsField>
      <SettingsField label="Theme" hint={PAGE_LOOK_TEXT.themeHint}>
        {(control) => (
          <NativeSelect
            {...control}
            value={settings.theme ?? PUBLISHING_DEFAULTS.theme}
            onChange={(e) => set('theme', e.target.value as PublishingSettings['theme'])}
          >
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {THEME_LABELS[theme]}
              </option>
            ))}
          </NativeSelect>
        )}
      </SettingsField>
      <label className={cn('flex items-start gap-2 text-sm', printClassName)}>
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={settings.print === true}
          onChange={(e) => set('print', e.target.checked || undefined)}
        />
        <span>
          <span className="font-medium">{PAGE_LOOK_TEXT.print}</span>
          <span className="block text-muted-foreground text-xs">{PAGE_LOOK_TEXT.printHint}</span>
        </span>
      </label>
    </>
  )
}
