import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'

/**
 * How the product reads a chapter's Markdown: the one parse every export renders from
 * (docs/architecture.md#export), shared with the visual editor so it can prove, chapter by
 * chapter, that what it writes back means exactly what the writer stored (decision 66).
 */

// GitHub-flavoured Markdown without bare-URL autolinking: that one extension took a third of the
// parse time of a 45,000-word book (≈150 of 320 ms), and a bare URL still prints as its text.
const syntax = [gfmTable(), gfmTaskListItem(), gfmStrikethrough(), gfmFootnote()]
const treeBuilders = [gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmFootnoteFromMarkdown()]

export function parseMarkdownTree(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: syntax, mdastExtensions: treeBuilders })
}

/** The tree without source positions: two texts mean the same when these are deeply equal. */
export function withoutPositions<T extends Nodes>(node: T): T {
  const { position: _position, ...rest } = node as T & { position?: unknown }
  const children = 'children' in node ? { children: node.children.map((child) => withoutPositions(child)) } : {}
  return { ...rest, ...children } as T
}
