import { type ReactNode, useId } from 'react'
import { cn } from '@web/lib/utils.ts'

/** One titled group of the designer's controls, as Canva's side panel groups them. */
export function DesignerSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={cn('space-y-3 border-b px-4 py-5 last:border-b-0 sm:px-5', className)}>
      <h3 id={id} className="font-semibold text-muted-foreground text-xs uppercase tracking-wider">
        {title}
      </h3>
      {children}
    </section>
  )
}

export interface Choice<T extends string> {
  value: T
  label: string
  /** A drawing above the label (a tile); without one the choice is a segment. */
  visual?: ReactNode
  disabled?: boolean
}

interface ChoiceGroupProps<T extends string> {
  legend: string
  /** The legend is for screen readers only: the section's heading already says it. */
  hideLegend?: boolean
  value: T | null
  choices: readonly Choice<T>[]
  onChange(value: T): void
  /** Tiles (with drawings) in a grid, or a row of segments. */
  variant: 'tiles' | 'segments'
  className?: string
  describedBy?: string
}

/**
 * A choice among a few: real radio buttons (one tab stop, arrow keys, announced as "3 of 8"),
 * drawn as tiles or as a segmented control.
 */
export function ChoiceGroup<T extends string>({
  legend,
  hideLegend,
  value,
  choices,
  onChange,
  variant,
  className,
  describedBy,
}: ChoiceGroupProps<T>) {
  const name = useId()
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className={cn('mb-1.5 font-medium text-sm', hideLegend && 'sr-only')}>{legend}</legend>
      <div
        className={cn(
          variant === 'tiles' ? 'grid grid-cols-4 gap-2' : 'grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1',
          className,
        )}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'relative flex min-w-0 cursor-pointer select-none flex-col items-center text-center transition-colors has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2',
              variant === 'tiles'
                ? 'gap-1.5 rounded-lg border-2 border-transparent p-1.5 hover:bg-accent has-checked:border-primary has-checked:bg-secondary'
                : 'justify-center rounded-md px-2 py-1.5 font-medium text-muted-foreground text-xs hover:text-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm sm:text-sm',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            {choice.visual}
            <span className={cn(variant === 'tiles' && 'text-[0.6875rem] leading-tight')}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
