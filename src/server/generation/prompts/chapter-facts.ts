/** What a written chapter contains, read from its Markdown for the summaries later chapters see. */
export interface ChapterFacts {
  opening?: string
  sections: { heading: string; sentence?: string }[]
  /** Task lines (`- [ ] …`), every one: a checklist's items are its content. */
  items: string[]
  /** Bold lead-ins such as "**Batch cooking:** …": the names of the points a chapter makes. */
  leadIns: string[]
  /** Each table's header row, e.g. "Day | Meal | Prep". */
  tables: string[]
  /** Proper names and quoted names: the examples a later chapter should not reuse as new. */
  names: string[]
}

const SENTENCE_CAP = 160
const ITEM_CAP = 70
const MAX_NAMES = 12

// Capitalised words that start sentences or are common, not names.
const NOT_NAMES = new Set(
  'A An The This That These Those It Its If In On At For From With When While Use Try Keep Make Start Add Your You We I Our Each Every Step Day Week Chapter Note Tip'.split(
    ' ',
  ),
)

function plain(line: string): string {
  return line
    .replace(/^\s*(?:>\s*)*/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .trim()
}

function cap(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')}…` : text
}

function firstSentence(text: string): string {
  // Chinese and Japanese full stops need no space after them.
  const match = /^.*?(?:[.!?](?=\s|$)|[。！？])/.exec(text)
  return cap(match ? match[0] : text, SENTENCE_CAP)
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => plain(cell))
    .filter(Boolean)

/** "**Batch cooking:** …", "- **Batch cooking**: …", "**Batch cooking** — …" → "Batch cooking". */
function leadIn(raw: string): string | undefined {
  const match = /^\s*(?:(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?(?:\*\*|__)([^*_]{2,60}?)(?:\*\*|__)\s*(?=[:—–-]|$|\S)/.exec(raw)
  const term = match?.[1]?.replace(/[:.]\s*$/, '').trim()
  if (!term) return undefined
  // A bold word inside a sentence is emphasis, not a lead-in: the lead-in ends with a colon or a dash.
  const after = raw.slice((match?.index ?? 0) + (match?.[0].length ?? 0))
  return /[:：]$/.test(match?.[1] ?? '') || /^\s*[:—–-]/.test(after) || after.trim() === '' ? term : undefined
}

/** Names in a line of body text: quoted ones, and runs of capitalised words not at a sentence's start. */
function namesIn(text: string, found: Set<string>): void {
  for (const quoted of text.matchAll(/[“"«]([^”"»]{2,40})[”"»]/g)) {
    const name = quoted[1]?.trim()
    if (name && /^\p{Lu}/u.test(name)) found.add(name)
  }
  const words = /(\p{Lu}[\p{L}'’-]+(?:\s+(?:of|de|la|von|van|and|&)?\s*\p{Lu}[\p{L}'’-]+)*)/gu
  for (const match of text.matchAll(words)) {
    const start = match.index ?? 0
    const before = text.slice(0, start).trimEnd()
    const atSentenceStart = before === '' || /[.!?:。！？]$/.test(before)
    const run = (match[1] ?? '').split(/\s+/)
    // A single capitalised word opening a sentence says nothing; leading common words are dropped.
    if (atSentenceStart && run.length === 1) continue
    while (run.length > 0 && NOT_NAMES.has(run[0] ?? '')) run.shift()
    const name = run.join(' ')
    if (name.length >= 3 && !run.every((w) => NOT_NAMES.has(w))) found.add(name)
  }
}

export function chapterFacts(content: string): ChapterFacts {
  const facts: ChapterFacts = { sections: [], items: [], leadIns: [], tables: [], names: [] }
  const names = new Set<string>()
  let inCode = false
  let inTable = false
  const lines = content.split('\n')
  // The first line is the chapter's own `## title`, which the summary lists separately.
  if (/^#{1,2}\s/.test(lines[0] ?? '')) lines.shift()
  for (const raw of lines) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inCode = !inCode
      continue
    }
    if (inCode) continue
    const isRow = /^\s*\|/.test(raw)
    if (isRow && !inTable) facts.tables.push(cells(raw).join(' | '))
    inTable = isRow
    if (isRow || /^\s*([-*_])(\s*\1){2,}\s*$/.test(raw)) continue
    const heading = /^\s*#{1,6}\s+(.*)$/.exec(raw)
    if (heading) {
      facts.sections.push({ heading: plain(heading[1] ?? '').replace(/\s*#+\s*$/, '') })
      continue
    }
    const text = plain(raw)
    if (!text) continue
    const lead = leadIn(raw)
    if (lead) facts.leadIns.push(lead)
    if (/^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/.test(raw)) facts.items.push(cap(text, ITEM_CAP))
    namesIn(text, names)
    const current = facts.sections.at(-1)
    if (current && !current.sentence) current.sentence = firstSentence(text)
    if (!current && !facts.opening) facts.opening = firstSentence(text)
  }
  const leads = new Set(facts.leadIns)
  facts.names = [...names].filter((n) => !leads.has(n) && !facts.sections.some((s) => s.heading === n)).slice(0, MAX_NAMES)
  return facts
}
