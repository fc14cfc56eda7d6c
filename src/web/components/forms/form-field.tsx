import { type ComponentProps, type ReactNode, useId } from 'react'
import { Input } from '@web/components/ui/input.tsx'
import { Label } from '@web/components/ui/label.tsx'

type FormFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  /** The field's validation message; shown under it and tied to it for screen readers. */
  error?: string | undefined
  /** Extra help under the field, e.g. a format hint. */
  hint?: ReactNode
  /** Something to put at the label's right, e.g. 'Forgot your password?'. */
  labelAside?: ReactNode
}

/** A labelled text input with its message. Ids come from useId, so server and client agree. */
export function FormField({ label, error, hint, labelAside, ...inputProps }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
