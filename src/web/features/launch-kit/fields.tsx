import { type ReactNode, useId } from 'react'
import { Check, Copy, TriangleAlert } from 'lucide-react'
import type { LaunchFlag } from '@core/launch-kit-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { cn } from '@web/lib/utils.ts'
import { FLAG_TEXT, LAUNCH_TEXT } from './launch-text.ts'

/** Copies text, with a toast either way (the clipboard may be refused). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    toast({ title: LAUNCH_TEXT.copied })
  } catch {
    toast({ title: LAUNCH_TEXT.copyFailed, variant: 'destructive' })
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => void copyText(text)}>
      <Copy aria-hidden="true" />
      Copy <span className="sr-only">{label}</span>
    </Button>
  )
}

/**
 * '37/50', red past the store's limit, and said to a screen reader ('over the limit by 3'): an
 * edit past the limit is kept, never cut (the stores refuse it at upload, not Folio at save).
 */
export function CharCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const over = length > limit
  return (
    <span
      id={id}
      data-over={over || undefined}
      className={cn('text-xs tabular-nums', over ? 'font-medium text-destructive' : 'text-muted-foreground')}
    >
      {length}/{limit} <span className="sr-only">{over ? `characters, over the limit by ${length - limit}` : 'characters'}</span>
    </span>
  )
}

/** '7/7' (after a group's title: 'Keywords 7/7'): how many items of a list are filled in, against the store's number. */
export function ListCount({ label, count, limit }: { label?: string; count: number; limit: number }) {
  const over = count > limit
  return (
    <span
      data-over={over || undefined}
      className={cn('font-normal text-xs tabular-nums', over ? 'text-destructive' : 'text-muted-foreground')}
    >
      {label ? `${label} ` : ''}
      {count}/{limit}
    </span>
  )
}

/** The quality checks' warnings on this field: an unsourced claim, fake scarcity, an invented testimonial. */
export function FlagNotes({ flags }: { flags: LaunchFlag[] }) {
  if (flags.length === 0) return null
  return (
    <ul className="space-y-1">
      {flags.map((flag, i) => (
        <li
          key={`${flag.kind}-${i}`}
          className="flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950 text-xs"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-amber-700" />
          <span>
            <strong className="font-medium">{FLAG_TEXT[flag.kind]}</strong>
            {flag.text ? <span>: “{flag.text}”</span> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Flags whose path is `path` or inside it ('faq.2' holds 'faq.2.a'). */
export const flagsAt = (flags: LaunchFlag[], path: string) => flags.filter((f) => f.path === path || f.path.startsWith(`${path}.`))

interface TextFieldProps {
  label: string
  value: string
  onChange(next: string): void
  /** The store's limit in characters: a counter, red past it. */
  limit?: number
  /** A textarea, for the long fields. */
  rows?: number
  flags?: LaunchFlag[]
  /** Shown by the label, e.g. a radio that picks this headline. */
  aside?: ReactNode
  /** The label only for screen readers (a list's items labelled by the list). */
  hideLabel?: boolean
  className?: string
  copy?: boolean
}

/** One editable field of the kit: label, counter, copy button, the input and any flags beside it. */
export function TextField({ label, value, onChange, limit, rows, flags = [], aside, hideLabel, className, copy = true }: TextFieldProps) {
  const id = useId()
  const countId = `${id}-count`
  const over = limit !== undefined && value.length > limit
  const common = {
    id,
    value,
    'aria-invalid': over || undefined,
    'aria-describedby': limit !== undefined ? countId : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    className: cn(over && 'border-destructive focus-visible:ring-destructive'),
  }
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <div className="flex min-h-7 flex-wrap items-center gap-x-2">
        {aside}
        <label htmlFor={id} className={cn('font-medium text-sm', hideLabel && 'sr-only')}>
          {label}
        </label>
        <span className="ml-auto flex items-center gap-1">
          {limit !== undefined ? <CharCount id={countId} length={value.length} limit={limit} /> : null}
          {copy ? <CopyButton text={value} label={label} /> : null}
        </span>
      </div>
      {rows ? <Textarea rows={rows} {...common} /> : <Input {...common} />}
      <FlagNotes flags={flags} />
    </div>
  )
}

/** A note written by Folio rather than the model (the KDP AI disclosure, KDP Select): shown, copyable, not edited here. */
export function Note({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-md border bg-muted/40 p-3 text-sm">
      <div className="mb-1 flex items-center gap-2">
        <Check aria-hidden="true" className="size-4 text-primary" />
        <p className="font-medium">{title}</p>
        <span className="ml-auto">
          <CopyButton text={text} label={title} />
        </span>
      </div>
      <p className="whitespace-pre-line text-muted-foreground">{text}</p>
    </div>
  )
}

/** A group of fields under a small heading ('Keywords 7/7'). */
export function FieldGroup({ title, count, children }: { title: string; count?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 font-semibold text-sm">
        {title}
        {count ? ' ' : null}
        {count}
      </legend>
      {children}
    </fieldset>
  )
}
