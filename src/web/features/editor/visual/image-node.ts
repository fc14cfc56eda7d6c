import Image from '@tiptap/extension-image'
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
 */
export function visualImage(options: VisualImageOptions) {
  return Image.extend({
    renderMarkdown: (node) => {
      const { src = '', alt = '', title = '' } = node.attrs ?? {}
      return `![${escapeAlt(alt ?? '')}](${destination(src ?? '')}${title ? ` "${escapeTitle(title)}"` : ''})`
    },
    addNodeView() {
      return ({ node }) => {
        const dom = document.createElement('span')
        dom.className = 'visual-image'
        const src = String(node.attrs.src ?? '')
        const alt = String(node.attrs.alt ?? '')
        const show = (url: string) => {
          const img = document.createElement('img')
          img.src = url
          img.alt = alt
          if (node.attrs.title) img.title = String(node.attrs.title)
          dom.replaceChildren(img)
        }
        dom.append(placeholder(alt))
        const kind = imageSourceKind(src)
        if (kind === 'remote' || kind === 'data') show(src)
        else if (kind === 'asset' && options.resolveImageSrc) {
          Promise.resolve(options.resolveImageSrc(src)).then(show, () => undefined)
        }
        return { dom }
      }
    },
  }).configure({ inline: true, allowBase64: true })
}
