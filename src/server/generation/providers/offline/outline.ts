import type { Outline, OutlineRequest } from '@core/generation-schemas.ts'
import { GENERATION_LIMITS } from '@core/generation.ts'
import { ROLE_PLANS } from './chapter-plans.ts'
import { CONTENTS, SUBTITLES, TITLES, TYPE_NOUN, chapterSlots } from './outline-plans.ts'
import { render } from './phrasing/template.ts'
import { checklistSections, GENERIC_SHEET, isDaily, plannerSections } from './section-plans.ts'
import { VOICE } from './phrasing/tone.ts'
import { detectRole } from './roles.ts'
import { createRng, hashString } from './seeded-random.ts'
import { capitalise, titleCase } from './text-case.ts'
import { audienceInline, clampText, cleanText, topicForms } from './topic-text.ts'

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const PROMISES = [
  'makes $t simple to start and easy to stick with',
  'turns $t into clear, practical steps',
  'covers $t from the first steps to lasting results',
  'takes the guesswork out of $t',
]
const NO_AUDIENCE = ['anyone starting out', 'beginners and returners alike', 'anyone who wants real progress']

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/**
 * Title, subtitle, description, chapter titles and plans from the request. Outline fields are plain text (the
 * UI and the export escape them), so user text goes in as typed, only normalised to one line.
 */
export function buildOutline(request: OutlineRequest): Outline {
  const { productType: type, tone } = request
  const topic = topicForms(request.topic)
  const audienceText = request.targetAudience ? cleanText(request.targetAudience) : ''
  const audience = audienceInline(request.targetAudience)
  const rng = createRng(hashString('outline', topic.literal, type, tone, audienceText))
  const A = titleCase(audience ?? '')
  const say = (t: string, extra: Record<string, string> = {}) =>
    render(t, { rng, tone, vars: { T: topic.title, A, t: topic.inline, ...extra } })

  const slots = chapterSlots(type, tone === 'expert', rng.chance(0.5))
  const titles = slots.map((slot) => {
    const usable = slot.filter((t) => topic.compact || !t.includes('$T'))
    return clampText(say(rng.pick(usable.length ? usable : slot)), GENERATION_LIMITS.chapterTitle)
  })
  // Plans come from the role the chapter writer will read from the title, so they say what it
  // writes. Their own seed leaves every other choice (and so earlier outlines) as it was.
  const planRng = createRng(hashString('plans', topic.literal, type, tone))
  const planVars = { t: topic.short, p: TYPE_NOUN[type] }
  const phases = titles.map((title, i) => {
    const template = planRng.pick(ROLE_PLANS[detectRole(title, i, titles.length)])
    return { title, plan: clampText(render(template, { rng: planRng, tone, vars: planVars }), GENERATION_LIMITS.chapterPlan) }
  })
  // Planners and checklists (issue 28): sections with the page templates Folio draws, chosen from the topic and audience.
  const about = `${topic.literal} ${audienceText}`
  // An ebook's first slot is always its introduction and its last its conclusion: unnumbered (issue 29).
  // A guide's are steps, all numbered; outline-matter.ts gives each its matter.
  const bookEnds = (i: number) => (i === 0 ? 'front' : i === phases.length - 1 ? 'back' : 'body')
  const chapters =
    type === 'planner'
      ? plannerSections(topic.short, about)
      : type === 'checklist'
        ? (checklistSections(about) ?? [...phases.map((c) => ({ ...c, pageTemplate: 'checklist' as const })), GENERIC_SHEET])
        : type === 'ebook'
          ? phases.map((c, i) => ({ ...c, matter: bookEnds(i) }))
          : phases

  const withAudience =
    !!audience && A.length <= 40 && !/\bfor\b/i.test(topic.title) && !topic.literal.toLowerCase().includes(audience.toLowerCase())
  const forA = withAudience ? ` for ${A}` : ''
  const plan = TITLES[type]
  // A daily planner has no weekly spreads for its title to promise (issue 28); one pick either way.
  const tails = type === 'planner' && isDaily(about) ? plan.subtitles.filter((s) => !/\bweekly\b/i.test(s)) : plan.subtitles
  const title = topic.compact && rng.chance(0.5) ? `${say(rng.pick(plan.whole))}${forA}` : `${topic.title}${forA}: ${say(rng.pick(tails))}`

  const voice = rng.pick(VOICE[tone])
  const who = audience ?? rng.pick(NO_AUDIENCE)
  // A checklist's phases, without its cheat sheet.
  const counted = chapters.filter((c) => !('pageTemplate' in c) || c.pageTemplate !== 'cheat-sheet').length
  const n = NUMBERS[counted] ?? String(counted)
  const description = [
    `${capitalise(article(voice))} ${voice} ${TYPE_NOUN[type]} that ${say(rng.pick(PROMISES))}, written for ${who}.`,
    capitalise(say(rng.pick(CONTENTS[type]), { n })),
  ].join(' ')

  // Its own seed, like the plans': the subtitle leaves every earlier choice as it was.
  const subtitleRng = createRng(hashString('subtitle', topic.literal, type, tone))
  const subtitle = render(subtitleRng.pick(SUBTITLES[type]), { rng: subtitleRng, tone, vars: {} })

  return {
    title: clampText(title, GENERATION_LIMITS.title),
    subtitle,
    description: clampText(description, GENERATION_LIMITS.description),
    chapters,
    // The built-in writer composes English only, whatever the topic's language.
    language: 'en',
  }
}
