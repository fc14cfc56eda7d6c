import { strToU8, zipSync } from 'fflate'
import type { Heading, Image, ImageReference, Nodes, Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { defaultHandlers, type Handle, type Options, toMarkdown } from 'mdast-util-to-markdown'
import { exportFileName } from '@core/export.ts'
import { readImageDestination, writeImageDestination } from '@core/image-layout.ts'
import { imageSourceKind } from '@core/image-reference.ts'
import type { ExportModel } from '../export-model.ts'
import { backMatter, copyrightLines, titlePageSubtitle } from '../front-matter.ts'
import type { RenderedFile } from '../renderer.ts'

/**
 * The book as one clean Markdown file: '# title', the subtitle in italics, the copyright lines,
 * each chapter as '## title' and its body, then the closing pages (call to action, About the
 * Author, Also By) as chapters of their own — the book's own words from front-matter.ts, as every
 * format prints them (decision 101). The description is the blurb, not part of the book (issue
 * 29). The body is serialized from the model's tree rather than copied from the input, so the
 * file is tidy whatever the writer's habits (list markers, emphasis, spacing).
 */

// In the model a chapter title is level 1 and its body starts at 2; here the book title takes '#',
// chapters '##', so every body heading moves one level down.
const bodyHeading: Handle = (node: Heading, parent, state, info) =>
  defaultHandlers.heading({ ...node, depth: Math.min(6, node.depth + 1) as Heading['depth'] }, parent, state, info)

const options: Options = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  emphasis: '_',
  strong: '*',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
}

/** The folder of a ZIP export's images, and the prefix of the links that point into it. */
export const IMAGES_FOLDER = 'images'

const text = (value: string) => ({ type: 'text' as const, value })
const heading = (depth: Heading['depth'], value: string): Heading => ({ type: 'heading', depth, children: [text(value)] })
const paragraph = (value: string): RootContent => ({ type: 'paragraph', children: [text(value)] })

/**
 * A copy of the tree whose images link where the ZIP puts them: an image the export read (an
 * upload, a data: URL, a fetched remote one; model.images) becomes `images/<file>`; an upload it
 * could not read prints as its alt text, as in the other formats, since `asset:` resolves nowhere
 * outside Folio. Anything else (a remote image nobody fetched) keeps its address. A chosen width
 * stays on the link (`images/image-1.png#width=50`, decision 109): Markdown viewers load the file
 * and ignore the fragment, and the book brought back into Folio keeps its layout.
 */
function localImages(tree: Root): Root {
  const visit = <T extends Nodes>(node: T): T | RootContent => {
    if (node.type === 'image' || node.type === 'imageReference') {
      const image = node as Image | ImageReference
      const placed = image.data?.exportImage
      if (placed)
        return {
          type: 'image',
          url: writeImageDestination(`${IMAGES_FOLDER}/${placed.file.name}`, placed.width),
          alt: image.alt ?? '',
          title: placed.caption,
        } satisfies Image
      if (image.type === 'image' && imageSourceKind(readImageDestination(image.url).src) === 'asset') return text(image.alt ?? '')
      return node
    }
    if (!('children' in node)) return node
    return { ...node, children: (node.children as Nodes[]).map(visit) } as T
  }
  return visit(tree) as Root
}

/** The closing pages as chapters: a call to action's address shown as a link; the titles of Also By as a list. */
function backMatterTree(model: ExportModel): RootContent[] {
  return backMatter(model).flatMap((page): RootContent[] => {
    const title = heading(2, page.heading)
    switch (page.kind) {
      case 'call-to-action':
        return [
          title,
          ...page.paragraphs.map(paragraph),
          ...(page.url
            ? [{ type: 'paragraph', children: [{ type: 'link', url: page.url, children: [text(page.url)] }] } as RootContent]
            : []),
        ]
      case 'about-author':
        return [title, ...(model.authorPhoto ? localImages(model.authorPhoto).children : []), ...page.paragraphs.map(paragraph)]
      case 'also-by':
        return [
          title,
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: page.titles.map((t) => ({ type: 'listItem', spread: false, children: [paragraph(t)] }) as RootContent),
          } as RootContent,
        ]
    }
  })
}

export function modelToMarkdown(model: ExportModel): string {
  const front: RootContent[] = [heading(1, model.title)]
  // The subtitle under the title, in italics: a heading would read as a chapter.
  const subtitle = titlePageSubtitle(model)
  if (subtitle) front.push({ type: 'paragraph', children: [{ type: 'emphasis', children: [text(subtitle)] }] })
  front.push(...copyrightLines(model).map(paragraph))
  const parts = [toMarkdown({ type: 'root', children: front } satisfies Root, options)]
  for (const chapter of model.chapters) {
    parts.push(toMarkdown(heading(2, chapter.title), options))
    if (chapter.tree.children.length > 0)
      parts.push(toMarkdown(localImages(chapter.tree), { ...options, handlers: { heading: bodyHeading } }))
  }
  const back = backMatterTree(model)
  if (back.length > 0) parts.push(toMarkdown({ type: 'root', children: back } satisfies Root, options))
  return parts.map((part) => part.trimEnd()).join('\n\n') + '\n'
}

/**
 * Plain `.md` when the book has no images it read; otherwise a ZIP (issue 29) holding
 * `<title>.md` and `images/` with each image once, under the name the Markdown links to.
 * Deflated: Markdown shrinks, and the images are stored as they are (already compressed).
 */
export async function renderMarkdown(model: ExportModel): Promise<Uint8Array | RenderedFile> {
  const markdown = strToU8(modelToMarkdown(model))
  const { images } = model
  if (images.length === 0) return markdown
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = { [exportFileName(model.title, 'markdown')]: markdown }
  for (const image of images) files[`${IMAGES_FOLDER}/${image.name}`] = [image.bytes, { level: 0 }]
  return { bytes: zipSync(files, { level: 6 }), headers: {}, extension: 'zip', mediaType: 'application/zip' }
}
