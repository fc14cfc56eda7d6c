import { IMAGE_WIDTH_LABELS, IMAGE_WIDTHS, type ImageWidth } from '@core/image-layout.ts'
import { cn } from '@web/lib/utils.ts'

/** What a screen reader says for each width ('¾' alone may be read as a symbol). */
const SPOKEN: Readonly<Record<ImageWidth, string>> = { full: 'Full width', 'three-quarters': 'Three quarters', half: 'Half' }

/**
 * An image's width (Full, ¾, ½ of the text; decision 109) as three buttons in a radio group: the
 * Insert image dialog and the visual editor's image bar. The buttons keep the editor's selection
 * (no focus taken on mousedown).
 */
export function ImageWidthChoice({
  value,
  onChange,
  label,
  disabled = false,
  className,
}: {
  value: ImageWidth
  onChange: (width: ImageWidth) => void
  label: string
  disabled?: boolean
  className?: string
}) {
  return (
    <div role="radiogroup" aria-label={label} className={cn('flex items-center gap-1', className)}>
      {IMAGE_WIDTHS.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          aria-label={SPOKEN[option]}
          title={SPOKEN[option]}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-11 min-w-12 items-center justify-center rounded-md border border-input px-2 text-foreground text-sm hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
            value === option && 'border-primary bg-accent font-semibold text-accent-foreground',
          )}
        >
          {IMAGE_WIDTH_LABELS[option]}
        </button>
      ))}
    </div>
  )
}
