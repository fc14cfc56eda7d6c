import { Clock } from 'lucide-react'
import { use } from 'react'
import { ACTION_STEPS_TITLE, sectionAnchor } from '@core/learn-guide.ts'
import { GuideChecklist } from './guide-checklist.tsx'
import { GuideToc } from './guide-toc.tsx'
import { loadedGuide, loadGuide } from '@web/lib/learn/guides.ts'

/** The guide's text: loaded already when the page was prerendered or hydrated, else its chunk is awaited. */
export function GuideBody({ category, slug, title }: { category: string; slug: string; title: string }) {
  const guide = loadedGuide(category, slug) ?? use(loadGuide(category, slug))
  if (!guide) {
    return (
      <>
        <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          This guide is being written. The other guides in this topic are one click away.
        </p>
      </>
    )
  }
  const steps = guide.sections.at(-1)
  return (
    <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
      <div className="min-w-0">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{guide.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{guide.description}</p>
        <p className="mt-3 flex items-center gap-1.5 text-muted-foreground text-sm">
          <Clock aria-hidden="true" className="size-4" /> {guide.minutes} min read
        </p>
        <div className="mt-6 lg:hidden">
          <GuideToc sections={guide.sections} />
        </div>
        {/* Our own Markdown, compiled to HTML at build time: no user input reaches it. */}
        <div className="guide-prose mt-8" dangerouslySetInnerHTML={{ __html: guide.html }} />
        <GuideChecklist id={steps?.id ?? sectionAnchor(ACTION_STEPS_TITLE)} items={guide.checklist} />
      </div>
      <aside className="hidden lg:block">
        <div className="sticky top-20">
          <GuideToc sections={guide.sections} />
        </div>
      </aside>
    </div>
  )
}
