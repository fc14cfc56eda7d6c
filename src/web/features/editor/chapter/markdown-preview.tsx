import { useMemo } from 'react'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { CHAPTER_PROSE } from './chapter-prose.ts'
import { renderMarkdown } from './markdown-render.tsx'

/**
 * The chapter as readers will see it (preview mode, docs/product.md#editor), drawn from the one
 * parse every export prints from (@core/markdown-tree.ts) by the exports' rules
 * (@core/markdown-print.ts, decision 120): no bare-URL links, raw HTML as its text, comments
 * hidden, `#` as a section heading, only web and mail links, footnotes numbered at the end.
 */
export function MarkdownPreview({ content, projectId }: { content: string; projectId?: string }) {
  const children = useMemo(() => renderMarkdown(parseMarkdownTree(content), { projectId }), [content, projectId])
  return <div className={CHAPTER_PROSE}>{children}</div>
}
