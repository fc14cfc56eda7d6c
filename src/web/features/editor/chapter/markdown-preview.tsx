import { useMemo } from 'react'
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { IMAGE_WIDTH_FRACTION, readImageDestination } from '@core/image-layout.ts'
import { parseAssetReference } from '@core/image-reference.ts'
import { AssetImage } from '../images/asset-image.tsx'
import { CHAPTER_PROSE } from './chapter-prose.ts'

// `asset:` names the project's own uploaded image (decision 63); every other address is sanitised as
// usual. A width (`#width=50`) is read off the destination first (@core/image-layout.ts).
const keepAssets = (url: string) => (parseAssetReference(readImageDestination(url).src) ? url : defaultUrlTransform(url))

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
    // Its width (Full, ¾, ½) and its caption (the title) as every export prints them (decision 109).
    img: ({ node: _node, src: destination, alt, title, ...props }) => {
      const { src, width } = readImageDestination(typeof destination === 'string' ? destination : '')
      const imageId = parseAssetReference(src)
      const picture =
        imageId && projectId ? (
          <AssetImage projectId={projectId} imageId={imageId} alt={alt ?? ''} title={title} />
        ) : (
          <img src={src} alt={alt} title={title} {...props} className="inline-block h-auto max-w-full" />
        )
      if (width === 'full' && !title) return picture
      return (
        <span className="inline-block max-w-full align-top" style={{ maxWidth: `${IMAGE_WIDTH_FRACTION[width] * 100}%` }}>
          {picture}
          {title ? <span className="block text-center text-muted-foreground text-sm italic">{title}</span> : null}
        </span>
      )
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
