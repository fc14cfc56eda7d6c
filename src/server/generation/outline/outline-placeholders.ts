/**
 * What a model writes when it has nothing to say: "[To be determined]", "TBD", "Chapter 3",
 * "Untitled", "...". Lists cover English and the languages creators most often write in; a
 * title that merely starts with a number or "Chapter 3:" and then says something is fine.
 */

// Words that number a chapter without saying what it is about. Periods ("Week 1", "Day 3",
// "Phase 2") are left out on purpose: a planner or checklist chapter may be just that.
// A word list reads best filled, not one word a line.
// prettier-ignore
const NUMBERING_WORDS = [
  'chapter', 'part', 'section', 'module', 'lesson', 'unit', 'step', 'topic', 'title',
  'capítulo', 'capitulo', 'parte', 'sección', 'seccion', 'seção', 'secao', 'lección', 'leccion', 'lição', 'paso', 'tema',
  'chapitre', 'partie', 'leçon', 'étape', 'etape',
  'kapitel', 'teil', 'abschnitt', 'lektion', 'schritt',
  'capitolo', 'sezione', 'lezione',
  'hoofdstuk', 'deel', 'rozdział', 'rozdzial', 'глава', 'часть', 'bölüm', 'bab',
]

const NUMBER = String.raw`(?:\d+|[ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten|[一二三四五六七八九十百]+)`
const SEPARATOR = String.raw`[\s.:)\-–—|/]*`
// A keyword and its number ("Chapter 3", "Capítulo IV"), or a bare "3." / "IV)" / "3 -" numbering;
// a number that is part of the title ("10 Habits", "2025 Tax Changes") stays.
const NUMBERING_PREFIX = new RegExp(
  String.raw`^(?:(?:${NUMBERING_WORDS.join('|')})\s*${NUMBER}(?![\p{L}\p{N}])|\d+(?=\s*[.:)\-–—]|$)|[ivxlc]+(?=\s*[.:)\-–—]))${SEPARATOR}`,
  'iu',
)
// 第3章, 第三节: Chinese and Japanese chapter numbering.
const CJK_NUMBERING = /^第\s*[0-9一二三四五六七八九十百]+\s*[章节節回部课課]\s*[:：\s]*/u

// A word list reads best filled, not one word a line.
// prettier-ignore
const PLACEHOLDER_WORDS = new Set([
  'tbd', 'tba', 'tbc', 'to be determined', 'to be decided', 'to be announced', 'to be confirmed', 'to do', 'todo',
  'untitled', 'untitled chapter', 'no title', 'title', 'chapter', 'chapter title', 'title here', 'chapter title here',
  'your title here', 'insert title', 'insert title here', 'add title', 'placeholder', 'n/a', 'na', 'none', 'null',
  'undefined', 'new chapter', 'coming soon', 'xxx', 'xx', 'x', 'etc',
  'por determinar', 'por definir', 'a definir', 'a determinar', 'pendiente', 'sin título', 'sin titulo', 'sem título',
  'sem titulo', 'título', 'titulo', 'capítulo', 'nuevo capítulo', 'novo capítulo',
  'à déterminer', 'a déterminer', 'à définir', 'à venir', 'sans titre', 'titre', 'nouveau chapitre',
  'noch festzulegen', 'offen', 'ohne titel', 'unbenannt', 'titel', 'neues kapitel',
  'da definire', 'da determinare', 'senza titolo', 'titolo', 'nuovo capitolo',
  'nader te bepalen', 'zonder titel', 'nog te bepalen',
  'без названия', 'название', '未定', '待定', '无标题', '無題', '标题', '標題', 'タイトル', '未定義',
])

// Stand-ins for a plan only: a chapter may well be called "Summary" or "Example".
const PLAN_PLACEHOLDER_WORDS = new Set([
  'description',
  'plan',
  'plan here',
  'key points',
  'summary',
  'example',
  'sample',
  'scope',
  'pending',
])

/** Lower case, one space between words, no surrounding quotes or trailing punctuation. */
function bare(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .replace(/^["'“”‘’«»„]+|["'“”‘’«»„]+$/gu, '')
    .replace(/[\s.:;!?…,]+$/u, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** The title without a leading "Chapter 3:", "3.", "Step 2 —" or "第3章". */
export function withoutNumbering(title: string): string {
  return title.trim().replace(CJK_NUMBERING, '').replace(NUMBERING_PREFIX, '').trim()
}

/** True when `text` (a chapter title, or a plan) says nothing: empty, a stand-in, or numbering only. */
export function isPlaceholder(text: string, kind: 'title' | 'plan' = 'title'): boolean {
  const whole = bare(text)
  if (whole === '') return true
  const rest = bare(withoutNumbering(text))
  if (rest === '') return true
  if (/^[\p{P}\p{S}\s]+$/u.test(rest)) return true // "...", "—", "???"
  // "[To be determined]", "<title>", "{chapter name}", "(TBD)": a bracketed stand-in.
  if (/^[[<{(].*[\]>})]$/u.test(rest) && !/[[<{(].*[\]>})].*[[<{(]/u.test(rest)) return true
  if (PLACEHOLDER_WORDS.has(rest) || PLACEHOLDER_WORDS.has(whole)) return true
  if (kind === 'plan' && (PLAN_PLACEHOLDER_WORDS.has(rest) || /^key points\s*:?\s*[\p{P}\s]*$/u.test(whole))) return true
  return /^lorem ipsum\b/.test(rest)
}

/** For duplicate checks: case, accents, punctuation and a numbering prefix do not count. */
export function titleKey(title: string): string {
  return withoutNumbering(title)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
