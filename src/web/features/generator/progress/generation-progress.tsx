import { useEffect, useId, useRef } from 'react'
import { Progress } from '@web/components/ui/progress.tsx'
import { useGeneratorTab } from '@web/lib/generator/generator-store.ts'

/** docs/product.md#generator: the progress bar with its text and percentage, while an outline or draft is made. */
export function GenerationProgress() {
  const progress = useGeneratorTab((s) => s.progress)
  const textId = useId()
  const box = useRef<HTMLDivElement>(null)
  const shown = progress !== null
  // On a phone the result column sits below the form: bring the progress into view when it starts.
  useEffect(() => {
    if (shown) box.current?.scrollIntoView?.({ block: 'nearest' })
  }, [shown])
  if (!progress) return null
  return (
    <div ref={box} className="scroll-mt-20 scroll-mb-4 space-y-2 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p id={textId} className="font-medium" aria-live="polite">
          {progress.text}
        </p>
        <span className="shrink-0 text-muted-foreground tabular-nums">{progress.percent}%</span>
      </div>
      <Progress value={progress.percent} aria-labelledby={textId} />
    </div>
  )
}
