import { type FormEvent, useId, useState } from 'react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'

/** The rename rule of the API (a trimmed, non-empty title); zod arrives with the first save, not with the page. */
async function checkTitle(title: string): Promise<{ title: string } | { error: string }> {
  const { renameProjectRequestSchema } = await import('@core/project-schemas.ts')
  const result = renameProjectRequestSchema.safeParse({ title })
  if (result.success) return { title: result.data.title }
  return { error: result.error.issues[0]?.message ?? 'Please enter a title' }
}

interface Props {
  initial: string
  saving: boolean
  /** Resolves true once the new title is saved; the form then closes. */
  onSave: (title: string) => Promise<boolean>
  onCancel: () => void
}

/** Inline rename: Enter saves, Escape (or Cancel) leaves the title as it was. */
export function ProjectTitleForm({ initial, saving, onSave, onCancel }: Props) {
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const checked = await checkTitle(value)
    if ('error' in checked) {
      setError(checked.error)
      return
    }
    if (checked.title === initial) return onCancel()
    setError(null)
    if (await onSave(checked.title)) onCancel()
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-2">
      <Input
        aria-label="Project title"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        maxLength={GENERATION_LIMITS.title}
        // Read-only rather than disabled while saving: a disabled field would drop the focus.
        readOnly={saving}
        // The field replaces the title the person just chose to rename, so focus follows them there.
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return
          e.preventDefault()
          onCancel()
        }}
      />
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
