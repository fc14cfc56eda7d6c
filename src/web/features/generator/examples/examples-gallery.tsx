import { Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import {
  EXAMPLE_LABEL,
  EXAMPLE_TYPE_LABELS,
  type ExampleImage,
  type ExampleManifest,
  EXAMPLES_INDEX_PATH,
  type ExamplesIndex,
} from '@core/example-gallery.ts'
import { Button } from '@web/components/ui/button.tsx'

/** "1.4 MB", "215 KB": the download's size, as a buyer reads it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1000))} KB`
}

type Loaded = { examples: ExampleManifest[] } | 'loading' | 'failed'

/**
 * The examples gallery's cards (issue 30, decision 106): one finished product per type, as the
 * build exported it (dist/examples, served at /examples): its cover, a few of its PDF's pages, its
 * chapters and the PDF itself, each labelled as an example. The build's own index says what there
 * is; the images load lazily at their own size, so nothing moves as they arrive.
 */
export function ExamplesGallery() {
  const [loaded, setLoaded] = useState<Loaded>('loading')
  useEffect(() => {
    let live = true
    fetch(EXAMPLES_INDEX_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<ExamplesIndex>) : Promise.reject(new Error(String(response.status)))))
      .then((index) => live && setLoaded({ examples: index.examples }))
      .catch(() => live && setLoaded('failed'))
    return () => {
      live = false
    }
  }, [])
  return (
    <>
      <h2 id="examples-heading" className="font-bold text-2xl tracking-tight">
        Examples
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Four finished products, one of each type, made with Folio from texts written for it. Look inside, or download the PDF.
      </p>
      {loaded === 'loading' ? null : loaded === 'failed' || loaded.examples.length === 0 ? (
        <p className="mt-6 text-muted-foreground text-sm">The examples could not be loaded. Please reload the page to try again.</p>
      ) : (
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {loaded.examples.map((example) => (
            <li key={example.slug} className="flex">
              <ExampleCard example={example} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function Picture({ image, className }: { image: ExampleImage; className: string }) {
  return (
    <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className={className} />
  )
}

function ExampleCard({ example }: { example: ExampleManifest }) {
  const headingId = `example-${example.slug}`
  return (
    <article className="flex w-full flex-col rounded-lg border bg-card text-card-foreground shadow-sm" aria-labelledby={headingId}>
      <div className="flex gap-4 p-4 sm:gap-5 sm:p-6">
        <Picture image={example.cover} className="h-auto w-28 shrink-0 self-start rounded-sm shadow-md sm:w-36" />
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {EXAMPLE_LABEL} · {EXAMPLE_TYPE_LABELS[example.productType]}
          </p>
          <h3 id={headingId} className="font-semibold text-lg leading-snug">
            {example.title}
          </h3>
          <p className="text-sm">{example.blurb}</p>
          <Button asChild size="sm" className="mt-2">
            <a href={example.pdf.url} download={example.pdf.fileName}>
              <Download aria-hidden="true" />
              Download the PDF<span className="sr-only">: {example.title}</span>
            </a>
          </Button>
          <p className="text-muted-foreground text-xs">
            PDF, {example.pageCount} pages, {fileSize(example.pdf.bytes)}
          </p>
        </div>
      </div>
      <ul className="grid grid-cols-3 gap-2 px-4 sm:gap-3 sm:px-6" aria-label={`Pages of ${example.title}`}>
        {example.pages.map((page) => (
          <li key={page.url}>
            <Picture image={page} className="h-auto w-full rounded-sm border bg-white shadow-sm" />
          </li>
        ))}
      </ul>
      <div className="p-4 sm:p-6">
        <h4 className="font-medium text-sm">
          {example.productType === 'ebook' || example.productType === 'guide' ? 'Chapters' : 'Sections'}
        </h4>
        <ol className="mt-2 space-y-0.5 text-muted-foreground text-sm sm:columns-2 sm:gap-8">
          {example.chapters.map((chapter) => (
            <li key={chapter} className="break-inside-avoid">
              {chapter}
            </li>
          ))}
        </ol>
      </div>
    </article>
  )
}
