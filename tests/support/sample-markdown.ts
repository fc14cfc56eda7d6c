/**
 * Seeded chapters for the visual editor's round-trip test (decision 66): Markdown in the shapes
 * the app writes ('## title' first, '###' sections, '-' bullets, '- [ ]' tasks, pipe tables,
 * '**bold**', '*italic*'), with every construct a chapter can hold. Same seed, same text.
 */

/** mulberry32: a small, fast, seedable generator. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS =
  "plan habit week morning notes budget garden recipe coach reader goal step list review focus rest calm daily simple honest it's don't café naïve 10 minutes 3 times €20 50% Q&A self-care well-being".split(
    ' ',
  )
const URLS = ['https://example.com/guide', 'https://example.org/a/b?c=1&d=2', 'mailto:hello@example.com', 'https://folio.test/learn#start']
const IMAGE_URLS = ['https://images.example.com/photo.jpg', 'https://cdn.example.org/a/chart.png']

class Writer {
  private readonly next: () => number
  private footnotes = 0
  readonly definitions: string[] = []

  constructor(seed: number) {
    this.next = random(seed)
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  words(min: number, max: number): string {
    return Array.from({ length: this.int(min, max) }, () => this.pick(WORDS)).join(' ')
  }

  uuid(): string {
    const hex = (n: number) => Array.from({ length: n }, () => this.int(0, 15).toString(16)).join('')
    return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`
  }

  /** One inline piece: plain words most of the time, sometimes a mark, link, image or footnote. */
  inline(): string {
    const roll = this.next()
    if (roll < 0.55) return this.words(2, 8)
    if (roll < 0.64) return `**${this.words(1, 3)}**`
    if (roll < 0.72) return `*${this.words(1, 3)}*`
    if (roll < 0.76) return `~~${this.words(1, 2)}~~`
    if (roll < 0.81) return `\`${this.pick(['npm start', 'x = 1', 'Ctrl+S', 'notes.md'])}\``
    if (roll < 0.88) return `[${this.words(1, 3)}](${this.pick(URLS)})`
    if (roll < 0.9) return `***${this.words(1, 2)}***`
    if (roll < 0.93) return `**${this.words(1, 2)} *${this.words(1, 2)}***`
    if (roll < 0.96) return `![${this.words(1, 3)}](${this.pick(IMAGE_URLS)})`
    return `${this.words(1, 3)}${this.footnote()}`
  }

  footnote(): string {
    this.footnotes += 1
    const label = this.chance(0.7) ? String(this.footnotes) : `note-${this.footnotes}`
    this.definitions.push(`[^${label}]: ${this.sentence()}`)
    return `[^${label}]`
  }

  sentence(): string {
    const parts = Array.from({ length: this.int(1, 4) }, () => this.inline())
    const text = parts.join(this.pick([' ', ', ', ' — ', '; ']))
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${this.pick(['.', '.', '!', '?', ':'])}`
  }

  paragraph(): string {
    const sentences = Array.from({ length: this.int(1, 4) }, () => this.sentence())
    if (this.chance(0.08)) return `${sentences.join(' ')}  \n${this.sentence()}`
    return sentences.join(' ')
  }

  /** A list of `kind`, nested up to two levels below, each child indented to its parent's text. */
  list(kind: 'bullet' | 'ordered' | 'task', depth = 0, indent = ''): string {
    const start = kind === 'ordered' && this.chance(0.2) ? this.int(2, 9) : 1
    const items = Array.from({ length: this.int(1, 5) }, (_, i) => {
      const marker = kind === 'ordered' ? `${start + i}.` : '-'
      const task = kind === 'task' ? `[${this.chance(0.4) ? 'x' : ' '}] ` : ''
      let item = `${indent}${marker} ${task}${this.sentence()}`
      if (depth < 2 && this.chance(0.2)) {
        const child = this.chance(0.7) ? kind : this.pick(['bullet', 'ordered', 'task'] as const)
        item += `\n${this.list(child, depth + 1, `${indent}${' '.repeat(marker.length + 1)}`)}`
      }
      return item
    })
    return items.join('\n')
  }

  table(): string {
    const columns = this.int(2, 4)
    const aligns = Array.from({ length: columns }, () => this.pick(['---', ':---', '---:', ':---:']))
    const row = () =>
      `| ${Array.from({ length: columns }, () => (this.chance(0.15) ? ' ' : this.inline().replace(/\|/g, ''))).join(' | ')} |`
    const header = `| ${Array.from({ length: columns }, () => this.words(1, 2)).join(' | ')} |`
    const body = Array.from({ length: this.int(1, 4) }, row)
    return [header, `| ${aligns.join(' | ')} |`, ...body].join('\n')
  }

  quote(): string {
    const paragraphs = Array.from({ length: this.int(1, 3) }, () => `> ${this.paragraph().replace(/\n/g, '\n> ')}`)
    return paragraphs.join('\n>\n')
  }

  code(): string {
    const lang = this.pick(['', 'js', 'text', 'bash'])
    const lines = Array.from({ length: this.int(1, 4) }, () => `${this.chance(0.3) ? '  ' : ''}${this.words(1, 5)}`)
    return `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``
  }

  image(): string {
    const url = this.chance(0.7) ? `asset:${this.uuid()}` : this.pick(IMAGE_URLS)
    const caption = this.chance(0.2) ? ` "${this.words(2, 4)}"` : ''
    const alt = this.words(1, 4)
    // A width (decision 109) on a third of them each, chosen without a draw so the other seeds stay as they were.
    const width = ['', '#width=75', '#width=50'][alt.length % 3]
    return `![${alt}](${url}${width}${caption})`
  }

  block(): string {
    const roll = this.next()
    if (roll < 0.35) return this.paragraph()
    if (roll < 0.43) return `${this.pick(['###', '###', '####'])} ${this.words(1, 5)}`
    if (roll < 0.51) return this.list('bullet')
    if (roll < 0.57) return this.list('ordered')
    if (roll < 0.65) return this.list('task')
    if (roll < 0.72) return this.table()
    if (roll < 0.78) return this.quote()
    if (roll < 0.84) return this.image()
    if (roll < 0.88) return '---'
    if (roll < 0.93) return this.code()
    return this.paragraph()
  }
}

/** A chapter of about `blocks` blocks, headed '## {title}', its footnote definitions at the end. */
export function sampleChapter(seed: number, blocks = 12): string {
  const writer = new Writer(seed)
  const parts = [`## ${writer.words(2, 5)}`, writer.paragraph()]
  for (let i = 0; i < blocks; i++) parts.push(writer.block())
  parts.push(...writer.definitions)
  return `${parts.join('\n\n')}\n`
}
