import { useState } from 'react'
import { DIGITAL_PLANNER_PAGE, PLANNER_DEFAULTS, PLANNER_LIMITS, WEEK_STARTS, type WeekStart } from '@core/planner.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import type { PublishingSettings } from '@core/publishing-schemas.ts'
import { Input } from '@web/components/ui/input.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { type FieldReading, type PublishingKey, readWhole, setPublishing } from './publishing-edits.ts'
import { cn } from '@web/lib/utils.ts'
import { SettingsDisclosure } from './settings-disclosure.tsx'
import { SettingsField } from './settings-field.tsx'

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void
type Printable = 'planner' | 'checklist'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const { widthPx, heightPx } = DIGITAL_PLANNER_PAGE

/** The words of the planner settings (docs/product.md#export, decision 95). */
export const PLANNER_TEXT = {
  title: { planner: 'Planner settings', checklist: 'Checklist settings' } satisfies Record<Printable, string>,
  year: 'Planner year',
  yearHint: 'Leave empty for undated pages the buyer dates by hand.',
  undated: 'Undated',
  startMonth: 'Start month',
  weekStart: 'Week starts on',
  weekStarts: { monday: 'Monday', sunday: 'Sunday' } satisfies Record<WeekStart, string>,
  months: 'Months',
  monthsHint: `How many months the planner covers, 1 to ${PLANNER_LIMITS.maxMonths}; empty is ${PLANNER_DEFAULTS.months}.`,
  digital: 'Digital planner',
  digitalHint: `Landscape tablet pages, ${widthPx.toLocaleString('en')} × ${heightPx.toLocaleString('en')} px (iPad 11"), with tabs and links between pages, for apps such as GoodNotes and Notability.`,
  fillable: 'Fillable form fields',
  fillableHint: 'Tick boxes and write-in lines become PDF form fields that can be filled in on screen and saved.',
} as const

/** One line for the closed disclosure: what the next export will use. */
export function plannerSummary(productType: Printable, p: PublishingSettings): string {
  const fillable = p.fillable ? 'fillable' : null
  if (productType === 'checklist') return p.fillable ? 'Fillable form fields' : 'Print only (no form fields)'
  const months = p.plannerMonths ?? PLANNER_DEFAULTS.months
  return [
    p.plannerYear?.toString() ?? PLANNER_TEXT.undated,
    `from ${MONTH_NAMES[(p.plannerStartMonth ?? PLANNER_DEFAULTS.startMonth) - 1]}`,
    `${PLANNER_TEXT.weekStarts[p.weekStart ?? PLANNER_DEFAULTS.weekStart]} first`,
    `${months} ${months === 1 ? 'month' : 'months'}`,
    p.digitalPlanner ? 'digital' : null,
    fillable,
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * A planner's or checklist's settings in the Export card (issue 28, decision 95), folded like the
 * publishing settings. They are publishing settings: saved in the project's `publishing` by the
 * autosave and sent with every export and page preview.
 */
export function PlannerSettings({ doc, productType, onEdit }: { doc: ProjectDocument; productType: Printable; onEdit: Edit }) {
  const [open, setOpen] = useState(false)
  const title = PLANNER_TEXT.title[productType]
  return (
    <SettingsDisclosure
      title={title}
      summary={plannerSummary(productType, doc.publishing ?? {})}
      open={open}
      onToggle={() => setOpen((o) => !o)}
    >
      <PlannerFields doc={doc} productType={productType} onEdit={onEdit} />
    </SettingsDisclosure>
  )
}

type TypedKey = 'plannerYear' | 'plannerMonths'

/**
 * The fields: typed numbers keep what was typed, and only a value the shared schema
 * (plannerSettingsFields) accepts goes into the document; a refused one shows the schema's message.
 * The calendar's fields are a planner's only; fillable form fields are for both.
 */
export function PlannerFields({
  doc,
  productType,
  onEdit,
  stacked = false,
}: {
  doc: ProjectDocument
  productType: Printable
  onEdit: Edit
  /** One column at every width (beside the page preview, whose column is narrow). */
  stacked?: boolean
}) {
  const settings: PublishingSettings = doc.publishing ?? {}
  const [typed, setTyped] = useState<Record<TypedKey, string>>(() => ({
    plannerYear: settings.plannerYear?.toString() ?? '',
    plannerMonths: settings.plannerMonths?.toString() ?? '',
  }))
  const [errors, setErrors] = useState<Partial<Record<TypedKey, string>>>({})
  const set = <K extends PublishingKey>(key: K, value: PublishingSettings[K] | undefined) => onEdit((d) => setPublishing(d, key, value))
  const type = (key: TypedKey, raw: string, reading: FieldReading<number>) => {
    setTyped((t) => ({ ...t, [key]: raw }))
    setErrors((e) => ({ ...e, [key]: reading.ok ? undefined : reading.error }))
    if (reading.ok) set(key, reading.value)
  }
  const checkbox = 'mt-0.5 size-4 shrink-0 accent-primary'
  return (
    <div className={cn('grid gap-4', !stacked && 'sm:grid-cols-2 lg:grid-cols-1')}>
      {productType === 'planner' ? (
        <>
          <SettingsField label={PLANNER_TEXT.year} hint={PLANNER_TEXT.yearHint} error={errors.plannerYear}>
            {(control) => (
              <Input
                {...control}
                value={typed.plannerYear}
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                placeholder={PLANNER_TEXT.undated}
                onChange={(e) => type('plannerYear', e.target.value, readWhole('plannerYear', e.target.value))}
              />
            )}
          </SettingsField>
          <SettingsField label={PLANNER_TEXT.startMonth}>
            {(control) => (
              <NativeSelect
                {...control}
                value={settings.plannerStartMonth ?? PLANNER_DEFAULTS.startMonth}
                onChange={(e) => set('plannerStartMonth', Number(e.target.value))}
              >
                {MONTH_NAMES.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </SettingsField>
          <SettingsField label={PLANNER_TEXT.weekStart}>
            {(control) => (
              <NativeSelect
                {...control}
                value={settings.weekStart ?? PLANNER_DEFAULTS.weekStart}
                onChange={(e) => set('weekStart', e.target.value as WeekStart)}
              >
                {WEEK_STARTS.map((day) => (
                  <option key={day} value={day}>
                    {PLANNER_TEXT.weekStarts[day]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </SettingsField>
          <SettingsField label={PLANNER_TEXT.months} hint={PLANNER_TEXT.monthsHint} error={errors.plannerMonths}>
            {(control) => (
              <Input
                {...control}
                value={typed.plannerMonths}
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                placeholder={String(PLANNER_DEFAULTS.months)}
                onChange={(e) => type('plannerMonths', e.target.value, readWhole('plannerMonths', e.target.value))}
              />
            )}
          </SettingsField>
          <label className="flex items-start gap-2 text-sm sm:col-span-2 lg:col-span-1">
            <input
              type="checkbox"
              className={checkbox}
              checked={settings.digitalPlanner === true}
              onChange={(e) => set('digitalPlanner', e.target.checked || undefined)}
            />
            <span>
              <span className="font-medium">{PLANNER_TEXT.digital}</span>
              <span className="block text-muted-foreground text-xs">{PLANNER_TEXT.digitalHint}</span>
            </span>
          </label>
        </>
      ) : null}
      <label className="flex items-start gap-2 text-sm sm:col-span-2 lg:col-span-1">
        <input
          type="checkbox"
          className={checkbox}
          checked={settings.fillable === true}
          onChange={(e) => set('fillable', e.target.checked || undefined)}
        />
        <span>
          <span className="font-medium">{PLANNER_TEXT.fillable}</span>
          <span className="block text-muted-foreground text-xs">{PLANNER_TEXT.fillableHint}</span>
        </span>
      </label>
    </div>
  )
}
