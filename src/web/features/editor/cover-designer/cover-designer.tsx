import { useEffect, useId, useRef, useState } from 'react'
import { ArrowLeft, Pencil } from 'lucide-react'
import {
  COVER_FONT_LABELS,
  COVER_FONTS,
  COVER_LAYOUT_LABELS,
  COVER_LAYOUTS,
  COVER_PALETTE_LABELS,
  COVER_PALETTES,
  type CoverDesign,
  type CoverFont,
  type CoverPalette,
} from '@core/cover-design.ts'
import type { CoverSize } from '@core/export.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { PUBLISHING_DEFAULTS, THEME_LABELS, THEMES, type Theme } from '@core/publishing.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { cn } from '@web/lib/utils.ts'
import { setPublishing } from '../export/publishing-edits.ts'
import type { ExportControl } from '../export/use-export.ts'
import { ChoiceGroup, DesignerSection } from './choice-controls.tsx'
import { DESIGNER_TEXT as T } from './cover-designer-text.ts'
import { coverDesignOf, editCoverDesign, readHexColor } from './cover-design-edits.ts'
import { CoverImagePicker } from './cover-image-picker.tsx'
import { CoverPreviewPane } from './cover-preview-pane.tsx'
import { ListingImages } from './listing-images.tsx'
import { LayoutThumbnail } from './cover-thumbnails.tsx'
import { type PreviewOptions, useCoverPreview } from './use-cover-preview.ts'

type Edit = (change: (doc: ProjectDocument) => ProjectDocument) => void
/** Where the cover's words are edited: the title and subtitle with the document's fields, the author in Export's settings. */
export type CoverTextField = 'title' | 'subtitle' | 'author'

/** A few colours that make good covers, one click each; any other through the picker or its hex code. */
const SWATCHES = ['#1f3a5f', '#155e63', '#2f6b4f', '#6b4a8a', '#9f1239', '#c2410c', '#ca8a04', '#111827'] as const
const FIRST_COLOUR = SWATCHES[0]

/** What each palette tile looks like: the theme's ink on paper, a photo's colours, the colour picked (or a wheel). */
const PALETTE_LOOK: Record<CoverPalette, (colour: string) => string> = {
  theme: () => 'linear-gradient(135deg, #1f3a5f 0 50%, #f5efe3 50% 100%)',
  image: () => 'linear-gradient(160deg, #fde68a 0%, #f59e0b 35%, #818cf8 70%, #312e81 100%)',
  custom: (colour) =>
    `linear-gradient(135deg, ${colour} 0 60%, transparent 60%), conic-gradient(#ef4444, #f59e0b, #22c55e, #3b82f6, #a855f7, #ef4444)`,
}

interface CoverDesignerProps {
  doc: ProjectDocument
  projectId: string
  onEdit: Edit
  /** The editor's export runner: the designer's Download is the Export section's cover export. */
  exporter: ExportControl
  onClose(): void
  onEditText(field: CoverTextField): void
  /** Tests only: the preview's debounce and request. */
  previewOptions?: Pick<PreviewOptions, 'debounceMs' | 'busyRetries' | 'busyRetryMs' | 'request'>
}

/**
 * The cover designer (docs/product.md#editor, decision 88): the choices of the shared contract
 * (src/core/cover-design.ts) on one side, a large live preview of the server's rendering on the
 * other. Every choice is an edit of the project's `publishing.cover`, so it autosaves with the book
 * and every export draws it.
 */
export function CoverDesigner({ doc, projectId, onEdit, exporter, onClose, onEditText, previewOptions }: CoverDesignerProps) {
  const headingId = useId()
  const sectionRef = useRef<HTMLElement>(null)
  // Opened, it takes the screen: the preview then fits under the editor's toolbar. (A block body:
  // newer browsers return a promise from scrollIntoView, which React would take for a cleanup.)
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: 'start' })
  }, [])
  const [size, setSize] = useState<CoverSize>('front')
  const preview = useCoverPreview({ doc, projectId, size, ...previewOptions })
  const design = coverDesignOf(doc)
  const change = (edit: (d: CoverDesign) => CoverDesign) => onEdit(editCoverDesign(edit))

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="scroll-mt-32 rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-lg tracking-tight">
            {T.heading}
          </h2>
          <p className="text-muted-foreground text-sm">{T.intro}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden="true" />
          {T.close}
        </Button>
      </div>
      <div className="grid lg:grid-cols-[24rem_minmax(0,1fr)]">
        {/* The preview first on a phone, the controls beside it on a desktop. */}
        <div className="min-w-0 bg-slate-100 lg:col-start-2 lg:row-start-1 lg:rounded-br-xl">
          <div className="p-4 sm:p-6 lg:sticky lg:top-32">
            <CoverPreviewPane preview={preview} size={size} onSize={setSize} exporter={exporter} />
          </div>
        </div>
        <div className="min-w-0 border-t lg:col-start-1 lg:row-start-1 lg:border-t-0 lg:border-r">
          <DesignerSection title={T.layout}>
            <ChoiceGroup
              legend={T.layout}
              hideLegend
              variant="tiles"
              value={design.layout}
              choices={COVER_LAYOUTS.map((layout) => ({
                value: layout,
                label: COVER_LAYOUT_LABELS[layout],
                visual: <LayoutThumbnail layout={layout} />,
              }))}
              onChange={(layout) => change((d) => ({ ...d, layout }))}
            />
          </DesignerSection>
          <DesignerSection title={T.text}>
            <CoverText doc={doc} onEditText={onEditText} />
            <div className="space-y-1.5">
              <label htmlFor={`${headingId}-font`} className="block font-medium text-sm">
                {T.font}
              </label>
              <NativeSelect
                id={`${headingId}-font`}
                value={design.font}
                onChange={(e) => change((d) => ({ ...d, font: e.target.value as CoverFont }))}
              >
                {COVER_FONTS.map((font) => (
                  <option key={font} value={font}>
                    {COVER_FONT_LABELS[font]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </DesignerSection>
          <DesignerSection title={T.colours}>
            <CoverColours doc={doc} design={design} onEdit={onEdit} change={change} />
          </DesignerSection>
          <DesignerSection title={T.image}>
            <CoverImagePicker
              projectId={projectId}
              design={design}
              // An image gone means its colours are gone too: back to the theme's.
              onImage={(image) =>
                change((d) => ({ ...d, image, palette: image.source === 'art' && d.palette === 'image' ? 'theme' : d.palette }))
              }
            />
          </DesignerSection>
          {/* Every listing image from this design, in one place (decision 86). */}
          <div className="border-t p-4 sm:p-5">
            <ListingImages getDocument={() => doc} projectId={projectId} control={exporter} />
          </div>
        </div>
      </div>
    </section>
  )
}

/** The words on the cover, read-only here: each says where it is edited. */
function CoverText({ doc, onEditText }: { doc: ProjectDocument; onEditText(field: CoverTextField): void }) {
  const rows: { field: CoverTextField; label: string; value: string | undefined; empty: string; edit: string }[] = [
    { field: 'title', label: 'Title', value: doc.title.trim(), empty: T.untitled, edit: T.editTitle },
    { field: 'subtitle', label: 'Subtitle', value: doc.subtitle?.trim(), empty: T.noSubtitle, edit: T.editSubtitle },
    { field: 'author', label: 'Author', value: doc.publishing?.author, empty: T.noAuthor, edit: T.editAuthor },
  ]
  return (
    <ul aria-label={T.text} className="divide-y rounded-lg border">
      {rows.map((row) => (
        <li key={row.field} className="flex items-center gap-2 py-1.5 pr-1 pl-3">
          <p className="min-w-0 flex-1">
            <span className="block text-muted-foreground text-xs">{row.label}</span>
            <span className={cn('block truncate text-sm', row.value ? 'font-medium' : 'text-muted-foreground italic')}>
              {row.value || row.empty}
            </span>
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={row.edit}
            title={row.edit}
            onClick={() => onEditText(row.field)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  )
}

interface CoverColoursProps {
  doc: ProjectDocument
  design: CoverDesign
  onEdit: Edit
  change(edit: (d: CoverDesign) => CoverDesign): void
}

/** The palette: the theme's (with the theme beside it), the image's, or one colour picked by swatch, picker or hex code. */
function CoverColours({ doc, design, onEdit, change }: CoverColoursProps) {
  const hexId = useId()
  const imageHint = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const colour = design.color ?? FIRST_COLOUR
  const hasImage = design.image.source !== 'art'
  const hexError = typed !== null && readHexColor(typed) === null ? T.hexError : null
  const pick = (color: string) => {
    setTyped(null)
    change((d) => ({ ...d, palette: 'custom', color }))
  }

  return (
    <div className="space-y-3">
      <ChoiceGroup
        legend={T.colours}
        hideLegend
        value={design.palette}
        describedBy={hasImage ? undefined : imageHint}
        variant="tiles"
        className="grid-cols-3"
        choices={COVER_PALETTES.map((palette) => ({
          value: palette,
          label: COVER_PALETTE_LABELS[palette],
          disabled: palette === 'image' && !hasImage,
          visual: (
            <span
              aria-hidden="true"
              className="block h-9 w-full rounded-md shadow-inner"
              style={{ background: PALETTE_LOOK[palette](colour) }}
            />
          ),
        }))}
        onChange={(palette) => change((d) => ({ ...d, palette, ...(palette === 'custom' ? { color: d.color ?? FIRST_COLOUR } : {}) }))}
      />
      {hasImage ? null : (
        <p id={imageHint} className="text-muted-foreground text-xs">
          ‘{COVER_PALETTE_LABELS.image}’: {T.imageFirst}
        </p>
      )}
      {design.palette === 'theme' ? (
        <div className="space-y-1.5">
          <label htmlFor={`${hexId}-theme`} className="block font-medium text-sm">
            {T.theme}
          </label>
          <NativeSelect
            id={`${hexId}-theme`}
            value={doc.publishing?.theme ?? PUBLISHING_DEFAULTS.theme}
            aria-describedby={`${hexId}-theme-hint`}
            onChange={(e) => onEdit((d) => setPublishing(d, 'theme', e.target.value as Theme))}
          >
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {THEME_LABELS[theme]}
              </option>
            ))}
          </NativeSelect>
          <p id={`${hexId}-theme-hint`} className="text-muted-foreground text-xs">
            {T.themeHint}
          </p>
        </div>
      ) : null}
      {design.palette === 'custom' ? (
        <div className="space-y-3">
          <div className="flex items-start gap-2">
            <input
              type="color"
              aria-label={T.pickColour}
              value={colour}
              onChange={(e) => pick(e.target.value)}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <label htmlFor={hexId} className="sr-only">
                {T.hexColour}
              </label>
              <Input
                id={hexId}
                value={typed ?? colour}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                className="font-mono uppercase"
                aria-invalid={hexError ? true : undefined}
                aria-describedby={hexError ? `${hexId}-error` : undefined}
                onChange={(e) => {
                  setTyped(e.target.value)
                  const color = readHexColor(e.target.value)
                  if (color) change((d) => ({ ...d, palette: 'custom', color }))
                }}
                onBlur={() => hexError === null && setTyped(null)}
              />
              {hexError ? (
                <p id={`${hexId}-error`} className="text-destructive text-xs">
                  {hexError}
                </p>
              ) : null}
            </div>
          </div>
          <div role="group" aria-label={T.swatches} className="flex flex-wrap gap-2">
            {SWATCHES.map((swatch) => (
              <button
                key={swatch}
                type="button"
                aria-label={swatch}
                aria-pressed={colour === swatch}
                onClick={() => pick(swatch)}
                style={{ backgroundColor: swatch }}
                className="size-7 rounded-full border-2 border-white shadow ring-1 ring-black/10 transition-transform hover:scale-110 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-pressed:ring-2 aria-pressed:ring-primary"
              />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}
