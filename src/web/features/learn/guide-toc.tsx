import type { GuideSection } from '@core/learn-guide.ts'

/** docs/product.md#learning-hub: a table of contents with in-page anchors. */
export function GuideToc({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <nav aria-label="Table of contents" className="rounded-xl border p-5 text-sm">
      <h2 className="font-semibold">On this page</h2>
      <ol className="mt-3 space-y-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
