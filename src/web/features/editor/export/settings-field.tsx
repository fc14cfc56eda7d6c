import { type ReactNode, useId } from 'react'
import { cn } from '@web/lib/utils.ts'

export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

interface SettingsFieldProps {
  label: string
  hint?: string
  error?: string | undefined
  /** For a field whose checkbox above already says what it is: the label is only for screen readers. */
  hideLabel?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** One labelled control of the publishing settings, with its hint and, when the schema refuses the value, the reason. */
export function SettingsField({ label, hint, error, hideLabel, className, children }: SettingsFieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={cn('font-medium text-sm leading-none', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children({ id, ...(described ? { 'aria-describedby': described } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  )
}
