import { Check } from 'lucide-react'
import { useId } from 'react'
import type { StarterKit } from '@core/starter-kits.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { toneLabel, typeLabel } from '@web/lib/option-labels.ts'
import { KIT_ICONS } from './kit-icons.ts'

const list = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/** What 'Start Kit' does, in words (issue 30): the first template now, the others queued on the generator. */
export function kitStartText(kit: StarterKit): string {
  const [first, ...rest] = kit.includedTemplates
  const now = `Start Kit fills in ${first ?? 'the first template'} in the generator now`
  if (rest.length === 0) return `${now}.`
  return `${now}; ${list(rest)} wait there as ‘Next in this kit’, one at a time.`
}

/**
 * A kit's card: icon, title, description, included templates, type and tone badges, 'Start Kit'
 * (docs/product.md#templates-and-starter-kits).
 */
export function KitCard({ kit, onStart }: { kit: StarterKit; onStart: () => void }) {
  const id = useId()
  const Icon = KIT_ICONS[kit.icon]
  return (
    <article
      id={kit.id}
      aria-labelledby={id}
      className="flex flex-col rounded-xl border bg-card p-6 shadow-sm scroll-mt-32 target:ring-2 target:ring-primary"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          <Badge variant="secondary">{typeLabel(kit.productType)}</Badge>
          <Badge variant="outline">{toneLabel(kit.tone)}</Badge>
        </div>
      </div>
      <h2 id={id} className="mt-4 font-semibold text-xl">
        {kit.title}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{kit.description}</p>
      <h3 className="mt-5 font-medium text-sm">Included templates</h3>
      <ul className="mt-2 flex-1 space-y-1.5 text-sm">
        {kit.includedTemplates.map((name) => (
          <li key={name} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-primary" />
            {name}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-muted-foreground text-sm">{kitStartText(kit)}</p>
      <Button className="mt-4 w-full" onClick={onStart}>
        Start Kit
      </Button>
    </article>
  )
}
