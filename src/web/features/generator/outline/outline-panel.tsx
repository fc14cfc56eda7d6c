import { Check, Pencil } from 'lucide-react'
import { Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { Outline } from '@core/generation-schemas.ts'
import { paths } from '@core/routes.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { updateGeneratorForm, useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { OutlineEditor, preloadOutlineEditor } from '../lazy-parts.tsx'
import { OUTLINE_SAVE_TEXT, scheduleOutlineSave, useOutlineSaveState } from '../saved/outline-saver.ts'
import { OutlinePreview } from './outline-preview.tsx'
import { type StaleOutline, StaleOutlineNote, staleOutline } from './stale-outline.tsx'

interface Props {
  outline: Outline
  hasDraft: boolean
  busy: boolean
  /** Made for an earlier topic, type, tone or audience (decision 0059): said above the chapters. */
  stale: StaleOutline | null
  /** Kept on the account (issue 30): edits are saved there too. */
  saved?: boolean
}

/** Issue 30: what became of the last edits, said only when it matters (saving, or not saved). */
function SaveNote() {
  const state = useOutlineSaveState()
  if (state === 'idle') return null
  const problem = state === 'failed' || state === 'gone'
  return (
    <p
      role={problem ? 'alert' : 'status'}
      className={problem ? 'text-amber-800 text-sm dark:text-amber-300' : 'text-muted-foreground text-xs'}
    >
      {OUTLINE_SAVE_TEXT[state]}
    </p>
  )
}

/** The outline: previewed (docs/product.md#outline-generation), or edited before the draft is written. */
export function OutlinePanel({ outline, hasDraft, busy, stale, saved = false }: Props) {
  const [editing, setEditing] = useState(false)
  const isEditing = editing && !busy
  return (
    <Card>
      <CardHeader>
        <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Outline</p>
        <CardTitle>{outline.title}</CardTitle>
        {/* The suggested subtitle (issue 27): kept with the project, editable in the editor. */}
        {outline.subtitle ? <p className="font-medium text-sm italic">{outline.subtitle}</p> : null}
        <CardDescription>{outline.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {stale ? <StaleOutlineNote stale={stale} /> : null}
        {saved ? <SaveNote /> : null}
        {isEditing ? (
          <Suspense fallback={<OutlinePreview outline={outline} />}>
            <OutlineEditor
              outline={outline}
              onChange={(next) => {
                // The form (and its browser record) holds the edit first: a save that fails loses nothing.
                updateGeneratorForm({ outline: next })
                if (saved) scheduleOutlineSave()
              }}
            />
          </Suspense>
        ) : (
          <OutlinePreview outline={outline} />
        )}
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onPointerEnter={preloadOutlineEditor}
          onFocus={preloadOutlineEditor}
          onClick={() => setEditing(!isEditing)}
        >
          {isEditing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {isEditing ? 'Done editing' : 'Edit outline'}
        </Button>
        {hasDraft ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.editor}>Open your last draft in the editor</Link>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  )
}

/** The outline panel as the generator shows it, told whether its outline is for earlier details; loaded once an outline exists. */
export function OutlineView(props: Omit<Props, 'stale'>) {
  const form = useGeneratorForm()
  return <OutlinePanel {...props} stale={staleOutline(form)} />
}
