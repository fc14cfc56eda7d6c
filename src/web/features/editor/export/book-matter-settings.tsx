import { useEffect, useId, useRef, useState } from 'react'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { BOOK_MATTER_LIMITS, DISCLAIMER_SUGGESTIONS } from '@core/book-matter.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import type { PublishingSettings } from '@core/publishing-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { AuthorPhotoField } from './author-photo-field.tsx'
import {
  type AlsoByRow,
  type BookMatterText,
  bookMatterSummary,
  type CallToActionPart,
  canAddAlsoBy,
  moveRow,
  readAlsoBy,
  readBookText,
  readCallToAction,
  setCallToAction,
} from './book-matter-edits.ts'
import type { FieldReading } from './publishing-edits.ts'
import { setPublishing } from './publishing-edits.ts'
import { SettingsDisclosure } from './settings-disclosure.tsx'
import { SettingsField } from './settings-field.tsx'

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void

/** The Book matter panel's words (docs/product.md#export, decision 102): each hint says where its field prints. */
export const BOOK_MATTER_TEXT = {
  title: 'Book matter',
  titlePage: 'Title page',
  subtitle: (subtitle: string) => `Subtitle: “${subtitle}”. It is the document's Subtitle, printed under the title and on the cover.`,
  noSubtitle: "No subtitle: add one under the document's title; it prints under the title and on the cover.",
  editSubtitle: 'Edit subtitle',
  copyrightPage: 'Copyright page',
  edition: 'Edition',
  editionHint: 'Printed as you write it, e.g. “First edition, March 2027”.',
  isbn: 'ISBN',
  isbnHint:
    'Optional: ISBN-10 or ISBN-13, printed on the copyright page and in the EPUB’s details. The paperback and the ebook each need their own.',
  imprint: 'Imprint or publisher',
  imprintHint: 'Printed as “Published by …”. Leave empty if you publish under your own name.',
  disclaimer: 'Disclaimer',
  disclaimerHint: 'Printed on the copyright page. Health, money and how-to books usually need one; nothing prints while this is empty.',
  suggest: 'Use suggested disclaimer',
  closing: 'After the last chapter',
  ctaHeading: 'Closing page heading',
  ctaHeadingHint: 'The first page after the last chapter, e.g. asking for a review. Empty: “Thank you for reading”.',
  ctaText: 'Closing page text',
  ctaUrl: 'Closing page link',
  ctaUrlHint: 'Your newsletter, store or review page; printed in full on paper, a link in the ebook.',
  aboutAuthor: 'About the Author',
  aboutAuthorHint:
    'A page after the closing page; a blank line starts a new paragraph. Longer than the back-cover bio in Publishing settings.',
  alsoBy: 'Also by',
  alsoByHint: 'Your other books, in this order, on the last page.',
  alsoByTitle: (n: number) => `Title ${n}`,
  addTitle: 'Add a title',
  moveUp: (title: string) => `Move “${title}” up`,
  moveDown: (title: string) => `Move “${title}” down`,
  remove: (title: string) => `Remove “${title}”`,
  full: `At most ${BOOK_MATTER_LIMITS.alsoByTitles} titles.`,
  moved: (n: number, count: number) => `Moved to place ${n} of ${count}.`,
} as const

interface BookMatterProps {
  doc: ProjectDocument
  onEdit: Edit
  /** Where the photo is uploaded; without a saved project there is no photo field. */
  projectId?: string | undefined
  /** From the subtitle's note to the document's Subtitle field; no button when not given. */
  onEditSubtitle?: (() => void) | undefined
}

/**
 * The Book matter panel of the Export card (issue 29, decision 102), folded like the publishing
 * settings: the copyright page's edition, ISBN, imprint and disclaimer, and the closing pages (call
 * to action, About the Author with a photo, Also by). Publishing settings, saved with the project.
 */
export function BookMatterSettings(props: BookMatterProps) {
  const [open, setOpen] = useState(false)
  return (
    <SettingsDisclosure
      title={BOOK_MATTER_TEXT.title}
      summary={bookMatterSummary(props.doc.publishing ?? {})}
      open={open}
      onToggle={() => setOpen((o) => !o)}
    >
      <BookMatterForm {...props} />
    </SettingsDisclosure>
  )
}

type TypedKey = BookMatterText | 'ctaHeading' | 'ctaText' | 'ctaUrl'
const CTA: Record<'ctaHeading' | 'ctaText' | 'ctaUrl', CallToActionPart> = { ctaHeading: 'heading', ctaText: 'text', ctaUrl: 'url' }

const heading = 'font-medium text-muted-foreground text-xs uppercase tracking-wide sm:col-span-2 lg:col-span-1'
const span = 'sm:col-span-2 lg:col-span-1'
const area = 'min-h-0 resize-y'

let rowKeys = 0
const newRow = (title = ''): AlsoByRow => ({ key: `also-by-${++rowKeys}`, title })

/**
 * The fields, as the publishing form's: typed text is kept as typed, only what the shared schema
 * (bookMatterSettingsFields) accepts goes into the document, and a refused value shows the
 * schema's message under its field.
 */
export function BookMatterForm({ doc, onEdit, projectId, onEditSubtitle }: BookMatterProps) {
  const settings: PublishingSettings = doc.publishing ?? {}
  const cta = settings.callToAction ?? {}
  const [typed, setTyped] = useState<Record<TypedKey, string>>(() => ({
    edition: settings.edition ?? '',
    isbn: settings.isbn ?? '',
    imprint: settings.imprint ?? '',
    disclaimer: settings.disclaimer ?? '',
    aboutAuthor: settings.aboutAuthor ?? '',
    ctaHeading: cta.heading ?? '',
    ctaText: cta.text ?? '',
    ctaUrl: cta.url ?? '',
  }))
  const [errors, setErrors] = useState<Partial<Record<TypedKey, string>>>({})

  function type(key: TypedKey, raw: string) {
    const reading: FieldReading<string> =
      key in CTA ? readCallToAction(CTA[key as keyof typeof CTA], raw) : readBookText(key as BookMatterText, raw)
    setTyped((t) => ({ ...t, [key]: raw }))
    setErrors((e) => ({ ...e, [key]: reading.ok ? undefined : reading.error }))
    if (!reading.ok) return
    if (key in CTA) onEdit((d) => setCallToAction(d, CTA[key as keyof typeof CTA], reading.value))
    else onEdit((d) => setPublishing(d, key as BookMatterText, reading.value))
  }

  const field = (
    key: TypedKey,
    label: string,
    hint: string | undefined,
    control: 'input' | 'area',
    extra: { placeholder?: string; rows?: number } = {},
  ) => (
    <SettingsField label={label} hint={hint} error={errors[key]} className={control === 'area' ? span : undefined}>
      {(props) =>
        control === 'area' ? (
          <Textarea
            {...props}
            rows={extra.rows ?? 3}
            className={area}
            value={typed[key]}
            placeholder={extra.placeholder}
            onChange={(e) => type(key, e.target.value)}
          />
        ) : (
          <Input
            {...props}
            value={typed[key]}
            autoComplete="off"
            placeholder={extra.placeholder}
            onChange={(e) => type(key, e.target.value)}
          />
        )
      }
    </SettingsField>
  )

  const subtitle = doc.subtitle?.trim()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <h3 className={heading}>{BOOK_MATTER_TEXT.titlePage}</h3>
      <div className={`flex flex-wrap items-center justify-between gap-2 ${span}`}>
        <p className="min-w-0 flex-1 break-words text-muted-foreground text-xs">
          {subtitle ? BOOK_MATTER_TEXT.subtitle(subtitle) : BOOK_MATTER_TEXT.noSubtitle}
        </p>
        {onEditSubtitle ? (
          <Button type="button" variant="outline" size="sm" onClick={onEditSubtitle}>
            {BOOK_MATTER_TEXT.editSubtitle}
          </Button>
        ) : null}
      </div>

      <h3 className={heading}>{BOOK_MATTER_TEXT.copyrightPage}</h3>
      {field('edition', BOOK_MATTER_TEXT.edition, BOOK_MATTER_TEXT.editionHint, 'input', { placeholder: 'e.g. First edition' })}
      <SettingsField label={BOOK_MATTER_TEXT.isbn} hint={BOOK_MATTER_TEXT.isbnHint} error={errors.isbn}>
        {(props) => (
          <Input
            {...props}
            value={typed.isbn}
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 978-1-23-456789-7"
            onChange={(e) => type('isbn', e.target.value)}
          />
        )}
      </SettingsField>
      {field('imprint', BOOK_MATTER_TEXT.imprint, BOOK_MATTER_TEXT.imprintHint, 'input', { placeholder: 'e.g. Bright Fern Press' })}
      <div className={`space-y-2 ${span}`}>
        {field('disclaimer', BOOK_MATTER_TEXT.disclaimer, BOOK_MATTER_TEXT.disclaimerHint, 'area', { rows: 6 })}
        {typed.disclaimer.trim() === '' ? (
          <Button type="button" variant="outline" size="sm" onClick={() => type('disclaimer', DISCLAIMER_SUGGESTIONS[doc.productType])}>
            {BOOK_MATTER_TEXT.suggest}
          </Button>
        ) : null}
      </div>

      <h3 className={heading}>{BOOK_MATTER_TEXT.closing}</h3>
      {field('ctaHeading', BOOK_MATTER_TEXT.ctaHeading, BOOK_MATTER_TEXT.ctaHeadingHint, 'input', {
        placeholder: 'e.g. Enjoyed the book?',
      })}
      {field('ctaText', BOOK_MATTER_TEXT.ctaText, undefined, 'area', {
        placeholder: 'e.g. A short review helps other readers find it. Thank you!',
      })}
      <SettingsField label={BOOK_MATTER_TEXT.ctaUrl} hint={BOOK_MATTER_TEXT.ctaUrlHint} error={errors.ctaUrl} className={span}>
        {(props) => (
          <Input
            {...props}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={typed.ctaUrl}
            placeholder="https://"
            onChange={(e) => type('ctaUrl', e.target.value)}
          />
        )}
      </SettingsField>
      {field('aboutAuthor', BOOK_MATTER_TEXT.aboutAuthor, BOOK_MATTER_TEXT.aboutAuthorHint, 'area', {
        rows: 4,
        placeholder: 'e.g. Ana Pérez has coached weekend golfers for twenty years…',
      })}
      {projectId ? (
        <div className={span}>
          <AuthorPhotoField
            projectId={projectId}
            photo={settings.authorPhoto}
            onPhoto={(reference) => onEdit((d) => setPublishing(d, 'authorPhoto', reference))}
          />
        </div>
      ) : null}
      <AlsoByList titles={settings.alsoBy} onTitles={(titles) => onEdit((d) => setPublishing(d, 'alsoBy', titles))} />
    </div>
  )
}

/**
 * The Also By titles: a list of inputs, each with up, down and remove buttons (decision 102). The
 * rows are the form's (an added row is empty until typed in); the document gets their titles. The
 * keyboard's focus follows a moved title, and goes to the next row (or 'Add a title') after a removal.
 */
function AlsoByList({ titles, onTitles }: { titles: string[] | undefined; onTitles(titles: string[] | undefined): void }) {
  const id = useId()
  const [rows, setRows] = useState<AlsoByRow[]>(() => (titles ?? []).map((title) => newRow(title)))
  const [said, setSaid] = useState('')
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    const element = document.getElementById(target) as HTMLButtonElement | HTMLInputElement | null
    if (element && !(element as HTMLButtonElement).disabled) element.focus()
    else if (target.endsWith('-up')) document.getElementById(target.replace(/-up$/, '-down'))?.focus()
    else if (target.endsWith('-down')) document.getElementById(target.replace(/-down$/, '-up'))?.focus()
  })
  const reading = readAlsoBy(rows)

  const change = (next: AlsoByRow[]) => {
    setRows(next)
    const read = readAlsoBy(next)
    if (read.ok) onTitles(read.value)
  }
  const rowId = (key: string, part: string) => `${id}-${key}-${part}`
  const named = (row: AlsoByRow, n: number) => row.title.trim() || BOOK_MATTER_TEXT.alsoByTitle(n)

  return (
    <fieldset className={`min-w-0 space-y-2 ${span}`} aria-describedby={`${id}-hint`}>
      <legend className="font-medium text-sm leading-none">{BOOK_MATTER_TEXT.alsoBy}</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {BOOK_MATTER_TEXT.alsoByHint}
      </p>
      {rows.length > 0 ? (
        <ol className="space-y-2">
          {rows.map((row, index) => {
            const error = reading.errors[row.key]
            return (
              <li key={row.key} className="space-y-1">
                <div className="flex items-center gap-1">
                  <Input
                    id={rowId(row.key, 'title')}
                    aria-label={BOOK_MATTER_TEXT.alsoByTitle(index + 1)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? rowId(row.key, 'error') : undefined}
                    autoComplete="off"
                    className="min-w-0 flex-1"
                    value={row.title}
                    onChange={(e) => change(rows.map((r) => (r.key === row.key ? { ...r, title: e.target.value } : r)))}
                  />
                  <Button
                    id={rowId(row.key, 'up')}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 shrink-0"
                    aria-label={BOOK_MATTER_TEXT.moveUp(named(row, index + 1))}
                    disabled={index === 0}
                    onClick={() => {
                      focusNext.current = rowId(row.key, 'up')
                      setSaid(BOOK_MATTER_TEXT.moved(index, rows.length))
                      change(moveRow(rows, index, -1))
                    }}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    id={rowId(row.key, 'down')}
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 shrink-0"
                    aria-label={BOOK_MATTER_TEXT.moveDown(named(row, index + 1))}
                    disabled={index === rows.length - 1}
                    onClick={() => {
                      focusNext.current = rowId(row.key, 'down')
                      setSaid(BOOK_MATTER_TEXT.moved(index + 2, rows.length))
                      change(moveRow(rows, index, 1))
                    }}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 shrink-0 text-destructive hover:text-destructive"
                    aria-label={BOOK_MATTER_TEXT.remove(named(row, index + 1))}
                    onClick={() => {
                      const next = rows[index + 1] ?? rows[index - 1]
                      focusNext.current = next ? rowId(next.key, 'title') : `${id}-add`
                      change(rows.filter((r) => r.key !== row.key))
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                {error ? (
                  <p id={rowId(row.key, 'error')} className="text-destructive text-xs">
                    {error}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ol>
      ) : null}
      <Button
        id={`${id}-add`}
        type="button"
        variant="outline"
        size="sm"
        disabled={!canAddAlsoBy(rows)}
        onClick={() => {
          const row = newRow()
          focusNext.current = rowId(row.key, 'title')
          change([...rows, row])
        }}
      >
        <Plus aria-hidden="true" />
        {BOOK_MATTER_TEXT.addTitle}
      </Button>
      {canAddAlsoBy(rows) ? null : <p className="text-muted-foreground text-xs">{BOOK_MATTER_TEXT.full}</p>}
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  )
}
