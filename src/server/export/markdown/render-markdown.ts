import type { Heading, Root, RootContent } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { defaultHandlers, type Handle, type Options, toMarkdown } from 'mdast-util-to-markdown'
import type { ExportModel } from '../export-model.ts'

/**
 * The document as one clean Markdown file: '# title', the subtitle in italics, the description, then each chapter as
 * '## title' and its body. The body is serialized from the model's tree rather than copied from
 * the input, so the file is tidy whatever the writer's habits (list markers, emphasis, spacing).
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

const heading = (depth: Heading['depth'], text: string): Heading => ({ type: 'heading', depth, children: [{ type: 'text', value: text }] })

export function modelToMarkdown(model: ExportModel): string {
  const front: RootContent[] = [heading(1, model.title)]
  // The subtitle under the title, in italics: a heading would read as a chapter.
  if (model.subtitle)
    front.push({ type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: model.subtitle }] }] })
  if (model.description) front.push({ type: 'paragraph', children: [{ type: 'text', value: model.description }] })
  const parts = [toMarkdown({ type: 'root', children: front } satisfies Root, options)]
  for (const chapter of model.chapters) {
    parts.push(toMarkdown(heading(2, chapter.title), options))
    if (chapter.tree.children.length > 0) parts.push(toMarkdown(chapter.tree, { ...options, handlers: { heading: bodyHeading } }))
  }
  return parts.map((part) => part.trimEnd()).join('\n\n') + '\n'
}

export async function renderMarkdown(model: ExportModel): Promise<Uint8Array> {
  return new TextEncoder().encode(modelToMarkdown(model))
}
