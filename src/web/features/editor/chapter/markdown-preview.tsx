import { useMemo } from 'react'
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown'
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
  // Made once per project: components defined inline would be new types on every render, and React
  // would remount each image (refetching it) and table whenever the editor around it re-renders.
  const components = useMemo(() => previewComponents(projectId), [projectId])
  return (
    <div className={CHAPTER_PROSE}>
      {/* A wide table scrolls inside the preview instead of widening the page on a phone. */}
      <Markdown remarkPlugins={[remarkGfm]} urlTransform={keepAssets} components={components}>
        {content}
      </Markdown>
    </div>
  )
}

function previewComponents(projectId: string | undefined): Components {
  return {
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
  }
}
