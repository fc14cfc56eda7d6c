import Markdown from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { CHAPTER_PROSE } from './chapter-prose.ts'

/** The chapter as readers will see it (preview mode, docs/product.md#editor); GFM adds tables, task lists and strikethrough. */
export function MarkdownPreview({ content }: { content: string }) {
  return (
    <div className={CHAPTER_PROSE}>
      {/* A wide table scrolls inside the preview instead of widening the page on a phone. */}
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          // A task's box has no label of its own; the item's text follows it.
          input: ({ node: _node, ...props }) =>
            props.type === 'checkbox' ? <input {...props} aria-label={props.checked ? 'Done' : 'To do'} /> : <input {...props} />,
          table: ({ node: _node, ...props }) => (
            <div className="overflow-x-auto">
              <table {...props} />
            </div>
          ),
        }}
      >
        {content}
      </Markdown>
    </div>
  )
}
