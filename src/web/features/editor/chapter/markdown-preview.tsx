import Markdown, { defaultUrlTransform } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { parseAssetReference } from '@core/image-reference.ts'
import { AssetImage } from '../images/asset-image.tsx'
import { CHAPTER_PROSE } from './chapter-prose.ts'

// `asset:` names the project's own uploaded image (decision 63); every other address is sanitised as usual.
const keepAssets = (url: string) => (parseAssetReference(url) ? url : defaultUrlTransform(url))

/**
 * The chapter as readers will see it (preview mode, docs/product.md#editor); GFM adds tables, task
 * lists and strikethrough. The project's uploaded images show when the editor gives its id.
 */
export function MarkdownPreview({ content, projectId }: { content: string; projectId?: string }) {
  return (
    <div className={CHAPTER_PROSE}>
      {/* A wide table scrolls inside the preview instead of widening the page on a phone. */}
      <Markdown
        remarkPlugins={[remarkGfm]}
        urlTransform={keepAssets}
        components={{
          img: ({ node: _node, src, alt, title, ...props }) => {
            const imageId = typeof src === 'string' ? parseAssetReference(src) : null
            if (imageId && projectId) return <AssetImage projectId={projectId} imageId={imageId} alt={alt ?? ''} title={title} />
            return <img src={src} alt={alt} title={title} {...props} className="inline-block h-auto max-w-full" />
          },
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
