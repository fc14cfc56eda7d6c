import { gerund, inlineCase, TITLE_VERBS, titleCase } from './text-case.ts'

/**
 * User text (topic, audience, chapter titles) is only ever data: it is normalised to one line and
 * escaped before it goes into Markdown, so "# x", "<script>" or "- [ ]" in a topic shows as
 * those characters instead of becoming a heading, HTML or a list.
 */

const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
// Keep the zero-width joiner: emoji sequences such as 👩‍💻 are built with it.
const keepJoiner = (ch: string) => (ch === '\u200d' ? ch : ' ')

export function cleanText(raw: string, max = 200): string {
  const text = raw.normalize('NFC').replace(INVISIBLE, keepJoiner).replace(/\s+/g, ' ').trim()
  return clampText(text, max)
}

/** Cuts at a word boundary and never splits a surrogate pair. */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  if (space > max / 2) cut = cut.slice(0, space)
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1)
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`
}

const FRAME =
  /^(?:(?:a|an|the|my|your)\s+)?(?:(?:complete|ultimate|simple|quick|practical|beginner'?s?|essential|step[- ]by[- ]step)\s+)*(?:guide|introduction|intro|handbook|checklist|planner|e-?book|book|course|tips)\s+(?:to|on|about|for)\s+/i

export interface TopicForms {
  /** The topic as the user wrote it, on one line. */
  literal: string
  /** For titles: "Starting a Podcast". */
  title: string
  /** For running text: "starting a podcast". */
  inline: string
  /** Without a trailing "for …", to vary long topics: "budgeting for students" → "budgeting". */
  short: string
  /**
   * Short, noun-like topics ("Golf Fitness") fit inside other titles ("The Golf Fitness
   * Handbook"); long ones, phrases ("Running for Beginners") and tasks ("Starting a Podcast") do not.
   */
  compact: boolean
}

export function topicForms(raw: string): TopicForms {
  const literal = cleanText(raw) || 'your project'
  const unpunctuated = (t: string) => t.replace(/[\s.,;:!?]+$/u, '')
  let core = unpunctuated(unpunctuated(literal).replace(/^(["'“‘«])(.+)(["'”’»])$/u, '$2')) || literal
  const framed = core.replace(FRAME, '')
  if (framed.length > 1 && framed !== core && !/^(?:beginners|busy|new)\b/i.test(framed)) core = framed
  const howTo = /^how to\s+(\S+)(.*)$/i.exec(core)
  if (howTo) core = `${gerund(howTo[1] ?? '')}${howTo[2] ?? ''}`
  const words = core.split(' ')
  const compact =
    core.length <= 40 &&
    words.length <= 4 &&
    !/\b(for|of|to|in|on|with|and|or|from|about|how|your|my)\b/i.test(core) &&
    !(words.length > 1 && /ing$/i.test(words[0] ?? '')) &&
    // Chapter titles become `## ` lines: keep Markdown and HTML characters out of them.
    !/[<>*_`[\]#|\\~&]/.test(core)
  const head = core.replace(/\s+for\s+\S.*$/i, '')
  const inline = inlineCase(core)
  return { literal, title: titleCase(core), inline, short: head.length >= 3 && head !== core ? inlineCase(head) : inline, compact }
}

/** The audience for running text: "Busy Parents" → "busy parents". */
export function audienceInline(raw: string | undefined): string | undefined {
  const text = raw === undefined ? '' : cleanText(raw).replace(/[\s.,;:!?]+$/u, '')
  return text ? inlineCase(text) : undefined
}

const PREFIX =
  /^(?:(?:step|phase|part|chapter|stage|module|lesson|section|days?|weeks?|months?|quarter)\s*\d+(?:\s*[–—-]\s*\d+)?|introduction|conclusion|bonus|appendix|monthly review|weekly review|trackers?)\s*[:.–—-]\s*/i

/**
 * What a chapter is about, for running text: "Step 3: Build Your First Routine" → "building your
 * first routine"; "Common Mistakes and How to Avoid Them" → "common mistakes".
 */
export function chapterSubject(title: string): string {
  let s = cleanText(title).replace(PREFIX, '')
  const colon = s.indexOf(': ')
  if (colon > 0 && s.slice(colon + 2).split(' ').length >= 2) s = s.slice(colon + 2)
  s = s.replace(/\s+and how to .*$/i, '').replace(/[\s.,;:!?]+$/u, '') || cleanText(title)
  s = s.replace(/^(?:welcome to|getting started with|an introduction to|introduction to|introducing)\s+/i, '')
  s = s.replace(/^why (.+?) (?:matters?|works?|counts?|is worth .+)$/i, '$1')
  s = s.replace(/\s+(?:explained|made (?:easy|simple))$/i, '')
  const words = inlineCase(s).split(' ')
  const verbAt = (i: number) => TITLE_VERBS.has((words[i] ?? '').toLowerCase())
  if (verbAt(0)) {
    words[0] = gerund(words[0] ?? '')
    for (let i = 1; i < words.length - 1; i++)
      if (/^(and|or|then)$/i.test(words[i] ?? '') && verbAt(i + 1)) words[i + 1] = gerund(words[i + 1] ?? '')
  }
  return words.join(' ')
}

/** Backslash escapes (CommonMark) render as the literal characters in every Markdown reader. */
export function escapeMarkdown(text: string): string {
  const escaped = text.replace(/[\\`*_[\]<>#|~&]/g, '\\$&')
  // A value can open a paragraph, where "- x" or "1. x" would start a list.
  return escaped.replace(/^[-+=]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2')
}

const PLANNER_NOUNS =
  /\b(?:planners?|journals?|organi[sz]ers?|diar(?:y|ies)|workbooks?|notebooks?|agendas?|calendars?|log ?books?|trackers?|printables?)\b/gi
const PLANNER_ADJECTIVES =
  /^(?:(?:the|a|an|my|your|our|ultimate|simple|complete|printable|digital|undated|dated|daily|weekly|monthly|yearly|annual|personal|academic)\s+)+/i

/**
 * What a planner's running text may call its subject: the topic's head (before "for …") without
 * the product's own words, so a sentence never reads "this planner turns study planner into…".
 * "study planner for students" → "your studies"; "Budget and savings" → "budget and savings";
 * "Daily planner" → undefined (nothing is left to name: say it without the topic).
 */
export function plannerFocus(topicShort: string): string | undefined {
  const s = cleanText(topicShort)
    .replace(PLANNER_NOUNS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(PLANNER_ADJECTIVES, '')
    .replace(/^(?:and|or|&)\s+|\s+(?:and|or|&)$/gi, '')
    .trim()
  if (s.length < 3 || !/\p{L}/u.test(s) || PLANNER_ADJECTIVES.test(`${s} `)) return undefined
  return /^stud(?:y|ies|ying)$/i.test(s) ? 'your studies' : s
}
