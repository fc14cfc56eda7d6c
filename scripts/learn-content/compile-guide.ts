import type { Heading, List, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toHast } from 'mdast-util-to-hast'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import { ACTION_STEPS_TITLE, type CompiledGuide, type GuideSection, sectionAnchor } from '../../src/core/learn-guide.ts'
import { guideFrontMatterSchema } from '../../src/core/learn-guide-schema.ts'
import { hastToHtml } from './hast-to-html.ts'

const WORDS_PER_MINUTE = 220

/** `key: value` lines between --- fences: all the front matter our guides use. */
export function splitFrontMatter(source: string, file: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  if (!match) throw new Error(`${file}: no front matter (--- key: value --- at the top)`)
  const data: Record<string, string> = {}
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue
    const pair = /^([a-zA-Z]+):\s*(.*)$/.exec(line)
    if (!pair) throw new Error(`${file}: front matter line is not 'key: value': ${line}`)
    data[pair[1] ?? ''] = (pair[2] ?? '').replace(/^(['"])(.*)\1$/, '$2')
  }
  return { data, body: source.slice(match[0].length) }
}

const isSection = (node: RootContent): node is Heading => node.type === 'heading' && node.depth === 2

/** The task items of the Action steps section, as plain text. */
function checklistOf(nodes: RootContent[], file: string): string[] {
  const items = nodes.flatMap((node) => (node.type === 'list' ? (node as List).children : []))
  if (items.length === 0) throw new Error(`${file}: '${ACTION_STEPS_TITLE}' has no '- [ ]' items`)
  return items.map((item) => toString(item).trim())
}

/** Words of every text in the tree; joining block texts with spaces, so paragraphs do not run together. */
function countWords(node: Root | RootContent): number {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value.split(/\s+/).filter(Boolean).length
  return 'children' in node ? (node.children as RootContent[]).reduce((sum, child) => sum + countWords(child), 0) : 0
}

/** Markdown with front matter → the guide the site renders (build time; see scripts/vite-learn-content.ts). */
export function compileGuide(source: string, file: string): CompiledGuide {
  const { data, body } = splitFrontMatter(source, file)
  const front = guideFrontMatterSchema.safeParse(data)
  if (!front.success)
    throw new Error(`${file}: front matter: ${front.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`)
  const tree: Root = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })

  const sections: GuideSection[] = []
  const stepsAt = tree.children.findIndex((node) => isSection(node) && toString(node) === ACTION_STEPS_TITLE)
  if (stepsAt < 0) throw new Error(`${file}: the last section must be '## ${ACTION_STEPS_TITLE}'`)
  const checklist = checklistOf(tree.children.slice(stepsAt + 1), file)
  const words = countWords(tree)
  tree.children = tree.children.slice(0, stepsAt)

  for (const node of tree.children) {
    if (!isSection(node)) continue
    const title = toString(node)
    const id = sectionAnchor(title)
    if (sections.some((s) => s.id === id)) throw new Error(`${file}: two sections named '${title}'`)
    sections.push({ id, title })
    node.data = { ...node.data, hProperties: { id } }
  }
  sections.push({ id: sectionAnchor(ACTION_STEPS_TITLE), title: ACTION_STEPS_TITLE })

  return {
    ...front.data,
    words,
    minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    sections,
    html: hastToHtml(toHast(tree)),
    checklist,
  }
}
