import { CircleAlert } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert.tsx'
import type { GeneratorForm } from '@web/lib/generator/generator-form.ts'
import { changedSince, type OutlineInput } from '@web/lib/generator/outline-input.ts'
import { madeForRows, STALE_TEXT } from './stale-outline-text.ts'

export interface StaleOutline {
  madeFor: OutlineInput
  changed: (keyof OutlineInput)[]
}

/** What the form's outline was made for and which fields changed since; null while it matches (decision 0059). */
export function staleOutline(form: GeneratorForm): StaleOutline | null {
  if (!form.outline || !form.outlineInput) return null
  const changed = changedSince(form.outlineInput, form)
  return changed.length > 0 ? { madeFor: form.outlineInput, changed } : null
}

export function MadeForList({ stale }: { stale: StaleOutline }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {madeForRows(stale.madeFor, stale.changed).map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** On the outline: it was made for earlier details, named, and what to do about it. */
export function StaleOutlineNote({ stale }: { stale: StaleOutline }) {
  return (
    <Alert
      role="status"
      className="border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100 [&>svg]:text-amber-600"
    >
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{STALE_TEXT.noteTitle}</AlertTitle>
      <AlertDescription className="space-y-2">
        <MadeForList stale={stale} />
        <p>{STALE_TEXT.noteAction}</p>
      </AlertDescription>
    </Alert>
  )
}
