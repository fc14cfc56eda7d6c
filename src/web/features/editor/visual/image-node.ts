import Image from '@tiptap/extension-image'
import { IMAGE_WIDTH_FRACTION, readImageDestination } from '@core/image-layout.ts'
import { imageSourceKind } from '@core/image-reference.ts'

/** Where an image's pixels come from: `asset:` references go through the project's image store. */
export type ResolveImageSrc = (url: string) => string | Promise<string>

export interface VisualImageOptions {
  resolveImageSrc?: ResolveImageSrc
}

const escapeAlt = (alt: string) => alt.replace(/([\\[\]])/g, '\\$1')
const escapeTitle = (title: string) => title.replace(/(["\\])/g, '\\$1')
// A destination with spaces or unbalanced brackets is written between angle brackets.
const destination = (src: string) => (/[\s<>()]/.test(src) ? `<${src.replace(/([<>])/g, '\\$1')}>` : src)

function placeholder(alt: string): HTMLElement {
  const span = document.createElement('span')
  span.className = 'visual-image-placeholder'
  span.textContent = alt ? `Image: ${alt}` : 'Image'
  return span
}

/**
 * A Markdown image, in the line like the text around it (as `![alt](src)` is). Web images show as
 * they are; `asset:` images show what `resolveImageSrc` gives, their alt text until then or without it.
 * The destination keeps its width (`#width=50`, @core/image-layout.ts) as written; the picture is
 * shown at that share of the text and its title under it as the caption (issue 30, decision 109).
 */
export function visualImage(options: VisualImageOptions) {
  return Image.extend({
    renderMarkdown: (node) => {
      const { src = '', alt = '', title = '' } = node.attrs ?? {}
      return `![${escapeAlt(alt ?? '')}](${destination(src ?? '')}${title ? ` "${escapeTitle(title)}"` : ''})`
    },
    addNodeView() {
      return ({ node: first }) => {
        const dom = document.createElement('span')
        dom.className = 'visual-image'
        let shown = first
        let picture: HTMLElement = placeholder(String(first.attrs.alt ?? ''))
        const caption = document.createElement('span')
        caption.className = 'visual-image-caption'
        const layout = () => {
          const { width } = readImageDestination(String(shown.attrs.src ?? ''))
          dom.dataset.width = width
          dom.style.maxWidth = width === 'full' ? '' : `${IMAGE_WIDTH_FRACTION[width] * 100}%`
          const title = String(shown.attrs.title ?? '')
          caption.textContent = title
          caption.hidden = title === ''
          if (picture instanceof HTMLImageElement) {
            picture.alt = String(shown.attrs.alt ?? '')
            picture.title = title
          }
        }
        const load = () => {
          const { src } = readImageDestination(String(shown.attrs.src ?? ''))
          const alt = String(shown.attrs.alt ?? '')
          picture = placeholder(alt)
          dom.replaceChildren(picture, caption)
          const show = (url: string) => {
            // Only when the node still names this source (it may have changed while the image loaded).
            if (readImageDestination(String(shown.attrs.src ?? '')).src !== src) return
            const img = document.createElement('img')
            img.src = url
            picture.replaceWith(img)
            picture = img
            layout()
          }
          const kind = imageSourceKind(src)
          if (kind === 'remote' || kind === 'data') show(src)
          else if (kind === 'asset' && options.resolveImageSrc) {
            Promise.resolve(options.resolveImageSrc(src)).then(show, () => undefined)
          }
          layout()
        }
        load()
        return {
          dom,
          // A new width or caption redraws in place: the picture is not fetched again.
          update: (node) => {
            if (node.type !== shown.type) return false
            const before = readImageDestination(String(shown.attrs.src ?? '')).src
            const altBefore = shown.attrs.alt
            shown = node
            if (readImageDestination(String(node.attrs.src ?? '')).src !== before || node.attrs.alt !== altBefore) load()
            else layout()
            return true
          },
        }
      }
    },
  }).configure({ inline: true, allowBase64: true })
}
