import { useId, useState } from 'react'
import { ACTION_STEPS_TITLE } from '@core/learn-guide.ts'

/** docs/product.md#learning-hub: an action checklist of checkboxes that are not saved (ticks last as long as the page). */
export function GuideChecklist({ id, items }: { id: string; items: readonly string[] }) {
  const [done, setDone] = useState<ReadonlySet<number>>(new Set())
  const base = useId()
  const toggle = (i: number) =>
    setDone((current) => {
      const next = new Set(current)
      if (!next.delete(i)) next.add(i)
      return next
    })
  return (
    <section aria-labelledby={id} className="mt-12 rounded-xl border bg-muted/40 p-6">
      <h2 id={id} className="scroll-mt-32 font-bold text-2xl">
        {ACTION_STEPS_TITLE}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">
        {done.size} of {items.length} done
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((item, i) => (
          <li key={item} className="flex items-start gap-3">
            <input
              id={`${base}-${i}`}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-primary"
              checked={done.has(i)}
              onChange={() => toggle(i)}
            />
            <label htmlFor={`${base}-${i}`} className={done.has(i) ? 'text-muted-foreground line-through' : undefined}>
              {item}
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}
