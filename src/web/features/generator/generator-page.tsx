import { Suspense, useSyncExternalStore } from 'react'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { hasKitQueue } from '@web/lib/generator/kit-queue-flag.ts'
import { ExamplesSection } from './examples/examples-section.tsx'
import { KitQueueBanner } from './lazy-parts.tsx'
import { ProductDetails } from './form/product-details.tsx'
import { ResultArea } from './result-area.tsx'
import { useSavedOutlineLink } from './saved/saved-outline-link.ts'
import { useGeneratorController } from './use-generator-controller.ts'

const noSubscription = () => () => {}

/** docs/product.md#generator (/): the form on one side, progress, outline and draft on the other; the examples below. */
export function GeneratorPage() {
  const controller = useGeneratorController()
  // A starter kit's queue (issue 30): its banner's code loads only when the browser holds one (never while hydrating).
  const kitQueue = useSyncExternalStore(noSubscription, hasKitQueue, () => false)
  useSavedOutlineLink()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageHeading
        title="Create Your Digital Product"
        lead="Enter a topic, pick a product type, tone and audience, and get an outline and then a full draft to edit and export."
      />
      {kitQueue ? (
        <Suspense fallback={null}>
          <KitQueueBanner />
        </Suspense>
      ) : null}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <ProductDetails controller={controller} />
        <ResultArea controller={controller} />
      </div>
      <ExamplesSection />
    </div>
  )
}
