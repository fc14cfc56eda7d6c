/**
 * The facts a description states about the book that go stale when the chapters change (issue 29
 * item 8): "In eight chapters…" after a ninth was added. Plain regular expressions, no zod, so the
 * editor's chunk stays small; the languages are the ones Folio labels (book-labels.ts).
 */

/** A chapter count the description names: the number, and the words that name it as written. */
export interface ChapterCountMention {
  count: number
  text: string
  index: number
}

// 2 to 20 in words (1 is left out: "one chapter at a time", "un chapitre" are rarely a count).
const NUMBER_WORDS: Record<number, readonly string[]> = {
  2: ['two', 'dos', 'deux', 'zwei', 'dois', 'duas', 'due'],
  3: ['three', 'tres', 'trois', 'drei', 'três', 'tre'],
  4: ['four', 'cuatro', 'quatre', 'vier', 'quatro', 'quattro'],
  5: ['five', 'cinco', 'cinq', 'fünf', 'funf', 'cinque'],
  6: ['six', 'seis', 'sechs', 'sei'],
  7: ['seven', 'siete', 'sept', 'sieben', 'sete', 'sette'],
  8: ['eight', 'ocho', 'huit', 'acht', 'oito', 'otto'],
  9: ['nine', 'nueve', 'neuf', 'neun', 'nove'],
  10: ['ten', 'diez', 'dix', 'zehn', 'dez', 'dieci'],
  11: ['eleven', 'once', 'onze', 'elf', 'undici'],
  12: ['twelve', 'doce', 'douze', 'zwölf', 'zwolf', 'doze', 'dodici', 'a dozen'],
  13: ['thirteen', 'trece', 'treize', 'dreizehn', 'treze', 'tredici'],
  14: ['fourteen', 'catorce', 'quatorze', 'vierzehn', 'catorze', 'quattordici'],
  15: ['fifteen', 'quince', 'quinze', 'fünfzehn', 'quindici'],
  16: ['sixteen', 'dieciséis', 'seize', 'sechzehn', 'dezesseis', 'dezasseis', 'sedici'],
  17: ['seventeen', 'diecisiete', 'dix-sept', 'siebzehn', 'dezessete', 'dezassete', 'diciassette'],
  18: ['eighteen', 'dieciocho', 'dix-huit', 'achtzehn', 'dezoito', 'diciotto'],
  19: ['nineteen', 'diecinueve', 'dix-neuf', 'neunzehn', 'dezenove', 'dezanove', 'diciannove'],
  20: ['twenty', 'veinte', 'vingt', 'zwanzig', 'vinte', 'venti'],
}
const WORD_VALUE = new Map(Object.entries(NUMBER_WORDS).flatMap(([n, words]) => words.map((w) => [w, Number(n)] as const)))

/** Words that always name the book's chapters, whatever stands around them ("8 chapters", "ocho capítulos"). */
const CHAPTER_NOUNS = ['chapters?', 'capítulos?', 'capitulos?', 'chapitres?', 'kapiteln?', 'capitol[oi]']
/**
 * Words that name the book's parts only where the sentence frames them so ("In nine steps", "Its
 * seven parts", or opening a sentence): "the 12 steps of recovery" or "mix 3 parts flour" is content.
 */
const PART_NOUNS = [
  'sections?',
  'parts',
  'steps',
  'lessons',
  'modules',
  'phases',
  'stages',
  'units',
  'secciones',
  'partes',
  'pasos',
  'lecciones',
  'módulos',
  'fases',
  'etapas',
  'parties',
  'étapes',
  'leçons',
  'abschnitten?',
  'teilen?',
  'schritten?',
  'lektionen',
  'modulen?',
  'phasen',
  'etappen',
  'stufen',
  'seções',
  'secções',
  'passos',
  'lições',
  'sezioni',
  'parti',
  'passi',
  'passaggi',
  'lezioni',
  'moduli',
  'fasi',
  'tappe',
]
// What frames a count as the book's own: "in", "across", "its", "these"… and their cousins.
const FRAMES =
  'in|across|over|through|throughout|with|into|its|these|all|en|a lo largo de|con|sus|estos|estas|sur|avec|ses|ces|à travers|mit|seinen|seine|diesen|diese|über|em|ao longo de|com|seus|suas|nos|nas|estes|con|suoi|sue|questi|queste|attraverso|nei|nelle'
// Words that may stand between the number and its noun ("eight practical chapters", "sieben einfachen Schritten").
const FUNCTION_WORDS = new Set(
  'of the a an and or to for de del la las los el y o des du le les et ou der die das den dem und oder do da dos e di il lo gli dei delle degli della'.split(
    ' ',
  ),
)

const L = '\\p{L}'
const numberPattern = `(\\d{1,2}|${[...WORD_VALUE.keys()].sort((a, b) => b.length - a.length).join('|')})`
const between = `((?:[${L}’'-]+,?\\s+){0,2})`
const MENTION = new RegExp(
  `(?<![${L}\\d])${numberPattern}(?:\\s+${between}(${[...CHAPTER_NOUNS, ...PART_NOUNS].join('|')})|-(chapters?|kapitel|capítulos?))(?![${L}])`,
  'giu',
)
const CHAPTER_NOUN = new RegExp(`^(${CHAPTER_NOUNS.join('|')})$`, 'iu')
const FRAMED = new RegExp(`(?:^|[.!?:;]\\s*|(?:^|[\\s(])(?:${FRAMES})\\s+)$`, 'iu')

function valueOf(token: string): number | undefined {
  const value = /^\d+$/.test(token) ? Number(token) : WORD_VALUE.get(token.toLowerCase())
  return value !== undefined && value >= 2 && value <= 99 ? value : undefined
}

/** Every chapter count `description` names, in order: digits and number words, in en/es/fr/de/pt/it. */
export function chapterCountMentions(description: string): ChapterCountMention[] {
  const found: ChapterCountMention[] = []
  for (const match of description.matchAll(MENTION)) {
    const [text, token = '', words = '', noun, hyphenNoun] = match
    const count = valueOf(token)
    if (count === undefined) continue
    // "one of the chapters", "2 of these steps": the words between must describe, not connect.
    const inner = words.split(/[\s,]+/).filter(Boolean)
    if (inner.some((w) => FUNCTION_WORDS.has(w.toLowerCase()) || valueOf(w) !== undefined)) continue
    const strong = hyphenNoun !== undefined || CHAPTER_NOUN.test(noun ?? '')
    if (!strong && !FRAMED.test(description.slice(0, match.index))) continue
    found.push({ count, text, index: match.index })
  }
  return found
}

/** What a chapter counts as here: its matter and page template, when it has them. */
export interface CountedChapter {
  matter?: string
  pageTemplate?: string
}

/**
 * The counts a description may truly name for these chapters: all of them, the numbered ones
 * (front and back matter are unnumbered, issue 29), and a checklist's phases without its cheat sheet.
 */
export function truthfulCounts(chapters: readonly CountedChapter[]): Set<number> {
  return new Set([
    chapters.length,
    chapters.filter((c) => c.matter !== 'front' && c.matter !== 'back').length,
    chapters.filter((c) => c.pageTemplate !== 'cheat-sheet').length,
  ])
}

/**
 * The count the description names that the chapters no longer bear out, or undefined when it
 * names none or one of them is true ("In eight chapters…" with eight chapters).
 */
export function staleChapterCount(description: string, chapters: readonly CountedChapter[]): ChapterCountMention | undefined {
  const mentions = chapterCountMentions(description)
  if (mentions.length === 0) return undefined
  const truthful = truthfulCounts(chapters)
  return mentions.some((m) => truthful.has(m.count)) ? undefined : mentions[0]
}
