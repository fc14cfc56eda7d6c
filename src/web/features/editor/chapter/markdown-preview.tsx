import Markdown, { defaultUrlTransform } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { parseAssetReference } from '@core/image-reference.ts'
import { AssetImage } from '../images/asset-image.tsx'

/**
 * Typography for rendered chapters: no typography plugin in this app, so the wrapper styles its
 * descendants. Task-list items lose their bullet; their checkboxes show as they will print.
 */
const PROSE =
  'max-w-none break-words text-[0.95rem] leading-7 ' +
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:font-bold [&_h1]:text-2xl [&_h1]:tracking-tight ' +
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-bold [&_h2]:text-xl [&_h2]:tracking-tight [&>h2:first-child]:mt-0 ' +
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-lg ' +
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold ' +
  '[&_p]:my-3 [&_a]:text-primary [&_a]:underline [&_strong]:font-semibold ' +
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-7 [&_li]:my-1 ' +
  '[&_li.task-list-item]:list-none [&_input[type=checkbox]]:mr-2 [&_input[type=checkbox]]:size-4 [&_input[type=checkbox]]:align-[-0.15em] [&_input[type=checkbox]]:accent-primary ' +
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/30 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic ' +
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm ' +
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0 ' +
  '[&_hr]:my-6 [&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm ' +
  '[&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border [&_td]:px-3 [&_td]:py-2'

// `asset:` names the project's own uploaded image (decision 63); every other address is sanitised as usual.
const keepAssets = (url: string) => (parseAssetReference(url) ? url : defaultUrlTransform(url))

/**
 * The chapter as readers will see it (preview mode, docs/product.md#editor); GFM adds tables, task
 * lists and strikethrough. The project's uploaded images show when the editor gives its id.
 */
export function MarkdownPreview({ content, projectId }: { content: string; projectId?: string }) {
  return (
    <div className={PROSE}>
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
