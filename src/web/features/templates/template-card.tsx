import { useId } from 'react'
import type { ProductTemplate } from '@core/templates.ts'
import { Button } from '@web/components/ui/button.tsx'
import { toneLabel, typeLabel } from '@web/lib/option-labels.ts'
import { TEMPLATE_ICONS } from './template-icons.ts'

/** A template card (docs/product.md#templates-and-starter-kits): icon, title, description, type, tone and audience, and 'Use Template'. */
export function TemplateCard({ template, onUse }: { template: ProductTemplate; onUse: () => void }) {
  const id = useId()
  const Icon = TEMPLATE_ICONS[template.icon]
  return (
    <article
      id={template.id}
      aria-labelledby={id}
      className="flex flex-col rounded-xl border bg-card p-5 shadow-sm scroll-mt-32 target:ring-2 target:ring-primary"
    >
      <span className="mb-4 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 id={id} className="font-semibold text-lg">
        {template.title}
      </h2>
      <p className="mt-1 flex-1 text-muted-foreground text-sm">{template.description}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Type</dt>
        <dd>{typeLabel(template.productType)}</dd>
        <dt className="text-muted-foreground">Tone</dt>
        <dd>{toneLabel(template.tone)}</dd>
        <dt className="text-muted-foreground">Audience</dt>
        <dd>{template.targetAudience}</dd>
      </dl>
      <Button className="mt-5 w-full" onClick={onUse}>
        Use Template
      </Button>
    </article>
  )
}
