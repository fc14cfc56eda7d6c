import { createRequire } from 'node:module'
import type { CoverArt } from '@core/cover-design.ts'

/**
 * Built-in cover art (decision 84): a procedural pattern drawn by cover-layouts.typ in the
 * cover's palette, and an icon from Phosphor (MIT, shipped by @iconify-json/ph, read from
 * node_modules, never fetched), both chosen from the book's subject when the design says 'auto'.
 */
type Pattern = Exclude<CoverArt, 'auto' | 'icon'>

interface Subject {
  words: RegExp
  icon: string
  pattern: Pattern
}

/** First match wins: the more particular subjects first. Icons are Phosphor's names, drawn in their 'light' weight. */
const SUBJECTS: Subject[] = [
  { words: /\b(golf|swing|putt)/i, icon: 'golf', pattern: 'rings' },
  { words: /\b(garden|plant|grow|seed|compost|vegetable|herb|soil|harvest|botan)/i, icon: 'plant', pattern: 'leaves' },
  { words: /\b(tree|forest|wood|nature|hik|trail|outdoor)/i, icon: 'tree', pattern: 'leaves' },
  { words: /\b(flower|floral|bloom|rose)/i, icon: 'flower', pattern: 'leaves' },
  { words: /\b(yoga|medit|mindful|calm|stress|breath|sleep|rest)/i, icon: 'flower-lotus', pattern: 'waves' },
  { words: /\b(ocean|sea|beach|surf|sail|swim|water|river|lake|fish)/i, icon: 'waves', pattern: 'waves' },
  { words: /\b(travel|trip|journey|abroad|flight|vacation|holiday)/i, icon: 'airplane', pattern: 'waves' },
  { words: /\b(mountain|climb|camp|adventure)/i, icon: 'mountains', pattern: 'waves' },
  { words: /\b(run|marathon|fitness|workout|exercise|strength|muscle|gym|train)/i, icon: 'barbell', pattern: 'sunburst' },
  { words: /\b(cook|recipe|kitchen|meal|bak|food|dinner|eat)/i, icon: 'cooking-pot', pattern: 'dots' },
  { words: /\b(coffee|tea|cafe)/i, icon: 'coffee', pattern: 'dots' },
  { words: /\b(health|wellness|heal|nutrition|diet|body)/i, icon: 'heart', pattern: 'sunburst' },
  { words: /\b(money|financ|budget|saving|invest|debt|wealth|retire)/i, icon: 'piggy-bank', pattern: 'grid' },
  { words: /\b(business|startup|market|sales|brand|career|leader|manag|entrepreneur)/i, icon: 'rocket', pattern: 'grid' },
  { words: /\b(code|program|software|developer|web|app|tech|data)/i, icon: 'code', pattern: 'grid' },
  { words: /\b(write|writing|author|novel|story|poet|journal)/i, icon: 'feather', pattern: 'rings' },
  { words: /\b(plan|planner|calendar|schedule|week|month|year|habit|goal|routine)/i, icon: 'calendar-check', pattern: 'grid' },
  { words: /\b(checklist|list|task|todo|to-do|organi[sz]|declutter|clean)/i, icon: 'list-checks', pattern: 'grid' },
  { words: /\b(learn|study|school|teach|student|exam|course)/i, icon: 'graduation-cap', pattern: 'dots' },
  { words: /\b(baby|parent|mom|dad|child|kid|family)/i, icon: 'baby', pattern: 'dots' },
  { words: /\b(dog|puppy|cat|pet)/i, icon: 'paw-print', pattern: 'dots' },
  { words: /\b(music|song|guitar|piano)/i, icon: 'music-notes', pattern: 'waves' },
  { words: /\b(photo|camera)/i, icon: 'camera', pattern: 'rings' },
  { words: /\b(art|paint|draw|design|creativ)/i, icon: 'paint-brush', pattern: 'dots' },
  { words: /\b(home|house|interior|decor)/i, icon: 'house', pattern: 'grid' },
  { words: /\b(morning|sun|summer|energy|happ|joy|positive)/i, icon: 'sun', pattern: 'sunburst' },
  { words: /\b(night|moon|dream|star)/i, icon: 'moon', pattern: 'dots' },
  { words: /\b(love|relationship|dating|marriage|friend)/i, icon: 'hand-heart', pattern: 'rings' },
  { words: /\b(idea|think|mind|brain|focus|product)/i, icon: 'lightbulb', pattern: 'sunburst' },
]

const FALLBACK: Omit<Subject, 'words'> = { icon: 'book-open', pattern: 'rings' }

/** The subject's icon and pattern, from the title first, then the subtitle, then the chapter titles and the description. */
export function subjectArt(texts: readonly string[]): { icon: string; pattern: Pattern } {
  for (const text of texts) {
    const subject = SUBJECTS.find((s) => s.words.test(text))
    if (subject) return { icon: subject.icon, pattern: subject.pattern }
  }
  return FALLBACK
}

/** The art the cover draws: the chosen one, or the subject's pattern for 'auto'. */
export function resolveArt(art: CoverArt, texts: readonly string[]): { art: Exclude<CoverArt, 'auto'>; icon: string } {
  const subject = subjectArt(texts)
  return { art: art === 'auto' ? subject.pattern : art, icon: subject.icon }
}

interface IconSet {
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number }>
}

let phosphor: IconSet | undefined

/** Phosphor's icons, read once a process (4 MB of JSON; only the worker that draws a cover pays for it). */
function icons(): IconSet {
  phosphor ??= createRequire(import.meta.url)('@iconify-json/ph/icons.json') as IconSet
  return phosphor
}

/**
 * The icon as a standalone SVG in `currentColor`, for Typst to colour (it replaces the word with
 * the palette's colour): the 'light' weight, whose thin strokes look drawn rather than clip art.
 */
export function iconSvg(name: string): string {
  const set = icons()
  const icon = set.icons[`${name}-light`] ?? set.icons[`${FALLBACK.icon}-light`]!
  const width = icon.width ?? set.width ?? 256
  const height = icon.height ?? set.height ?? 256
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${icon.body}</svg>`
}
