import type { Definition, FootnoteDefinition, Nodes, Root } from 'mdast'

/**
 * What a chapter's references point at: link/image definitions (`[text][id]`) and GFM
 * footnotes, numbered in the order they are first cited, as GitHub shows them. Footnotes that
 * nothing cites are left out, also as GitHub does.
 */
export interface ChapterReferences {
  definitions: Map<string, Definition>
  /** Footnote number by identifier, 1-based within the chapter. */
  footnoteNumbers: Map<string, number>
  /** The cited footnotes, in number order. */
  footnotes: FootnoteDefinition[]
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

export function chapterReferences(tree: Root): ChapterReferences {
  const definitions = new Map<string, Definition>()
  const footnoteDefinitions = new Map<string, FootnoteDefinition>()
  walk(tree, (node) => {
    // The first definition of an identifier wins, as in CommonMark.
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node)
    if (node.type === 'footnoteDefinition' && !footnoteDefinitions.has(node.identifier)) footnoteDefinitions.set(node.identifier, node)
  })
  const footnoteNumbers = new Map<string, number>()
  const footnotes: FootnoteDefinition[] = []
  const cite = (node: Nodes) => {
    if (node.type !== 'footnoteReference' || footnoteNumbers.has(node.identifier)) return
    const definition = footnoteDefinitions.get(node.identifier)
    if (!definition) return
    footnotes.push(definition)
    footnoteNumbers.set(node.identifier, footnotes.length)
    // A footnote may cite another; those are numbered after it.
    walk(definition, cite)
  }
  for (const child of tree.children) if (child.type !== 'footnoteDefinition') walk(child, cite)
  return { definitions, footnoteNumbers, footnotes }
}
