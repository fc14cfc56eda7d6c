import { useEffect, useRef, useState } from 'react'
import { ArrowDown, ArrowUp, Copy } from 'lucide-react'
import { PLANNER_LIMITS, PLANNER_PERIODS, WEEK_LAYOUTS } from '@core/planner.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { pageOptionsSchema } from '@core/planner-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { cn } from '@web/lib/utils.ts'
import { canAddChapter, currentChapter } from '../document-edits.ts'
import { SettingsField } from '../export/settings-field.tsx'
import { moveChapter, optionsFor, repeatSection, setPageOption, setPageTemplate } from './section-edits.ts'
import { SECTION_TEXT } from './section-text.ts'
import { TemplateSelect } from './template-select.tsx'

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void

interface SectionControlsProps {
  doc: ProjectDocument
  productType: 'planner' | 'checklist'
  busy: boolean
  onEdit: Edit
  /** A new id for a repeated section (tests give their own). */
  newId?: () => string
  className?: string
}

/**
 * The current section of a planner or checklist (decision 95): its page template, the options that
 * template reads, and moving or repeating it. Every change is a document edit, saved by the autosave
 * with the rest; a moved section keeps its id, so its history follows it.
 */
export function SectionControls({ doc, productType, busy, onEdit, newId = () => crypto.randomUUID(), className }: SectionControlsProps) {
  const chapter = currentChapter(doc)
  const index = doc.currentChapterIndex
  const count = doc.chapters.length
  const template = chapter.pageTemplate
  const options = optionsFor(template)
  const info = template ? PAGE_TEMPLATE_INFO[template] : null
  const [said, setSaid] = useState('')
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  // A move to the top or the bottom disables the button just pressed: the keyboard's focus goes to the other one.
  const refocus = useRef<'up' | 'down' | null>(null)
  useEffect(() => {
    const pressed = refocus.current
    if (!pressed) return
    refocus.current = null
    if ((pressed === 'up' ? up.current : down.current)?.disabled) (pressed === 'up' ? down.current : up.current)?.focus()
  })

  const move = (by: -1 | 1) => {
    const to = index + by
    if (to < 0 || to >= count) return
    onEdit((d) => moveChapter(d, d.currentChapterIndex, d.currentChapterIndex + by))
    setSaid(SECTION_TEXT.moved(to + 1, count))
    refocus.current = by < 0 ? 'up' : 'down'
  }

  return (
    <div role="group" aria-label={SECTION_TEXT.group} className={cn('space-y-3 rounded-md border bg-muted/30 p-3 sm:p-4', className)}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SettingsField label={SECTION_TEXT.template}>
          {(control) => (
            <TemplateSelect
              {...control}
              productType={productType}
              value={template}
              disabled={busy}
              onTemplate={(t) => onEdit((d) => setPageTemplate(d, d.currentChapterIndex, t))}
            />
          )}
        </SettingsField>
        {options.includes('pages') ? <PagesField key={`${chapter.id}:${template}`} doc={doc} busy={busy} onEdit={onEdit} /> : null}
        {options.includes('layout') ? (
          <SettingsField label={SECTION_TEXT.layout}>
            {(control) => (
              <NativeSelect
                {...control}
                disabled={busy}
                value={chapter.pageOptions?.layout ?? 'vertical'}
                onChange={(e) =>
                  onEdit((d) => setPageOption(d, d.currentChapterIndex, 'layout', e.target.value as (typeof WEEK_LAYOUTS)[number]))
                }
              >
                {WEEK_LAYOUTS.map((layout) => (
                  <option key={layout} value={layout}>
                    {SECTION_TEXT.layouts[layout]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </SettingsField>
        ) : null}
        {options.includes('period') ? (
          <SettingsField label={SECTION_TEXT.period}>
            {(control) => (
              <NativeSelect
                {...control}
                disabled={busy}
                value={chapter.pageOptions?.period ?? 'month'}
                onChange={(e) =>
                  onEdit((d) => setPageOption(d, d.currentChapterIndex, 'period', e.target.value as (typeof PLANNER_PERIODS)[number]))
                }
              >
                {PLANNER_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {SECTION_TEXT.periods[period]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </SettingsField>
        ) : null}
      </div>
      <p className="text-muted-foreground text-xs">
        {info
          ? [
              SECTION_TEXT.drawn,
              info.items ? SECTION_TEXT.items(info.items) : null,
              info.repeats === 'calendar' && productType === 'planner' ? SECTION_TEXT.calendar : null,
            ]
              .filter(Boolean)
              .join(' ')
          : SECTION_TEXT.textPageHint}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button ref={up} type="button" variant="outline" size="sm" disabled={busy || index === 0} onClick={() => move(-1)}>
          <ArrowUp aria-hidden="true" />
          {SECTION_TEXT.moveUp}
        </Button>
        <Button ref={down} type="button" variant="outline" size="sm" disabled={busy || index >= count - 1} onClick={() => move(1)}>
          <ArrowDown aria-hidden="true" />
          {SECTION_TEXT.moveDown}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          title={SECTION_TEXT.repeatHint}
          disabled={busy || !canAddChapter(doc)}
          onClick={() => onEdit((d) => repeatSection(d, d.currentChapterIndex, newId()))}
        >
          <Copy aria-hidden="true" />
          {SECTION_TEXT.repeat}
        </Button>
        <p role="status" className="sr-only">
          {said}
        </p>
      </div>
    </div>
  )
}

/** 'Pages': typed as the writer types; only a count the shared schema accepts reaches the document. */
function PagesField({ doc, busy, onEdit }: { doc: ProjectDocument; busy: boolean; onEdit: Edit }) {
  const chapter = currentChapter(doc)
  const [typed, setTyped] = useState(chapter.pageOptions?.pages?.toString() ?? '')
  const [error, setError] = useState<string>()
  const type = (raw: string) => {
    setTyped(raw)
    const text = raw.trim()
    if (text === '') {
      setError(undefined)
      return onEdit((d) => setPageOption(d, d.currentChapterIndex, 'pages', undefined))
    }
    const parsed = pageOptionsSchema.shape.pages.safeParse(/^\d{1,4}$/.test(text) ? Number(text) : Number.NaN)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    onEdit((d) => setPageOption(d, d.currentChapterIndex, 'pages', parsed.data))
  }
  return (
    <SettingsField label={SECTION_TEXT.pages} hint={SECTION_TEXT.pagesHint(PLANNER_LIMITS.maxSectionPages)} error={error}>
      {(control) => (
        <Input
          {...control}
          value={typed}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder="1"
          readOnly={busy}
          onChange={(e) => type(e.target.value)}
        />
      )}
    </SettingsField>
  )
}
