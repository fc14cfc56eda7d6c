import { describe, expect, it } from 'vitest'
import { canonicalLanguage, extractJson, parseOutline } from './outline-json.ts'
import { isPlaceholder, titleKey } from './outline-placeholders.ts'

const TITLES = ['Why Sourdough Works', 'Feeding Your Starter', 'Mixing and Folding', 'Shaping the Loaf', 'Baking Day', 'Fixing Flat Loaves']
const chapters = TITLES.map((title) => ({
  title,
  plan: `What ${title.toLowerCase()} involves. Key points: timing; temperature; signs it worked.`,
}))
const valid = { language: 'en', title: 'Sourdough at Home', description: 'Bake a loaf you are proud of.', chapters }
const json = (patch: object) => JSON.stringify({ ...valid, ...patch })
const withTitle = (i: number, title: string) => json({ chapters: chapters.map((c, j) => (j === i ? { ...c, title } : c)) })
const withPlan = (i: number, plan?: string) =>
  json({ chapters: chapters.map((c, j) => (j === i ? { title: c.title, ...(plan === undefined ? {} : { plan }) } : c)) })

function problems(text: string, type: 'ebook' | 'guide' | 'checklist' | 'planner' = 'guide') {
  const parsed = parseOutline(text, type)
  return parsed.ok ? [] : parsed.problems
}

describe('extractJson', () => {
  it('takes a fenced block, else the outermost braces, else the text', () => {
    expect(extractJson('Sure:\n```json\n{"a":1}\n```\nDone')).toBe('{"a":1}')
    expect(extractJson('Here it is: {"a":{"b":2}} hope it helps')).toBe('{"a":{"b":2}}')
    expect(extractJson('  nothing  ')).toBe('nothing')
  })
})

describe('isPlaceholder', () => {
  it.each([
    '[To be determined]',
    'TBD',
    'tbd.',
    'Chapter 3',
    'Chapter 3:',
    'Chapter 3: TBD',
    'CHAPTER IV',
    'Untitled',
    '...',
    '…',
    '—',
    '???',
    'N/A',
    'Title here',
    'Your title here',
    '[Chapter title]',
    '<title>',
    '{chapter name}',
    '(TBD)',
    'Chapter 2: [Insert title]',
    '3.',
    '7',
    'Step 4',
    'Capítulo 3',
    'Por determinar',
    'Sin título',
    'Chapitre 5',
    'À déterminer',
    'Kapitel 2',
    'Ohne Titel',
    'Da definire',
    '第3章',
    '未定',
    'Глава 1',
    'Lorem ipsum dolor sit amet',
    '"TBD"',
    '',
    '   ',
    'New Chapter',
  ])('%j is a placeholder', (title) => expect(isPlaceholder(title)).toBe(true))

  it.each([
    'Introduction',
    'Chapter 3: Feeding Your Starter',
    '1. Mixing and Folding',
    'Step 4: Shape the Loaf',
    'Week 1',
    'Day 3: Rest',
    'Phase 2: Plan',
    'Capítulo 3: La masa madre',
    'Civic Duties',
    'Part-Time Baking',
    'Ten Loaves a Week',
    'I Bake, Therefore I Am',
    '(Re)starting After a Break',
    'Q&A',
    '第3章 发酵',
    'Pâte fermentée',
    'Summary',
    'Examples',
    'Plan',
  ])('%j is a real title', (title) => expect(isPlaceholder(title)).toBe(false))

  it.each(['Summary', 'Key points:', 'Key points: ...', 'Description.', 'plan here', 'TBD', '[Plan]'])('%j is a stand-in plan', (plan) =>
    expect(isPlaceholder(plan, 'plan')).toBe(true),
  )
})

describe('titleKey', () => {
  it('ignores case, punctuation, accents and a numbering prefix', () => {
    expect(titleKey('Chapter 2: Shaping the Loaf!')).toBe(titleKey('shaping the loaf'))
    expect(titleKey('3. Pâte Fermentée')).toBe(titleKey('Pate fermentee'))
    expect(titleKey('Week 1: Focus')).not.toBe(titleKey('Week 2: Focus'))
    expect(titleKey('2024 Tax Changes')).not.toBe(titleKey('2025 Tax Changes'))
    expect(titleKey('4 - Proofing')).toBe(titleKey('Proofing'))
  })
})

describe('canonicalLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['pt-br', 'pt-BR'],
    [' es ', 'es'],
    ['zh-hant', 'zh-Hant'],
    ['English', undefined],
    ['und', undefined],
    ['', undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => expect(canonicalLanguage(input)).toBe(expected))
})

describe('parseOutline', () => {
  it('accepts a good outline, trims it and canonicalises the language', () => {
    expect(parseOutline(json({ title: '  Sourdough at Home  ', language: 'EN' }), 'guide')).toEqual({ ok: true, outline: valid })
  })

  it.each([
    ['a placeholder title', withTitle(2, '[To be determined]'), /chapter 3 title "\[To be determined\]" is a placeholder/],
    ['"TBD"', withTitle(0, 'TBD'), /chapter 1 title "TBD" is a placeholder/],
    ['numbering only', withTitle(4, 'Chapter 5'), /chapter 5 title "Chapter 5" is a placeholder/],
    ['an ellipsis', withTitle(1, '...'), /chapter 2 title "..." is a placeholder/],
    ['a Spanish stand-in', withTitle(3, 'Por determinar'), /chapter 4 title .* placeholder/],
    ['a duplicate', withTitle(5, 'Feeding your starter!'), /chapter 6 title "Feeding your starter!" repeats chapter 2/],
    ['a numbered duplicate', withTitle(5, 'Chapter 3: Mixing and folding.'), /chapter 6 .* repeats chapter 3/],
  ])('rejects %s as blocking, with no fallback', (_, text, message) => {
    const parsed = parseOutline(text, 'guide')
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems.join('\n')).toMatch(message)
    expect(parsed.fallback).toBeUndefined()
  })

  it.each([
    ['a missing plan', withPlan(1), /chapter 2 has no plan/],
    ['an empty plan', withPlan(1, '  '), /chapter 2 has no plan/],
    ['a placeholder plan', withPlan(2, 'TBD'), /chapter 3 plan "TBD" says nothing/],
    ['a plan that is the title', withPlan(2, 'Mixing and folding.'), /chapter 3 plan .* says nothing/],
    ['a missing language', json({ language: undefined }), /language: missing; give the BCP 47 tag/],
    ['a malformed language', json({ language: 'English' }), /language: "English" is not a BCP 47 language tag/],
    ['too few chapters', json({ chapters: chapters.slice(0, 3) }), /chapters: there are 3, but a guide needs 5 to 8; add 2 chapters/],
  ])('asks again about %s, keeping a fallback', (_, text, message) => {
    const parsed = parseOutline(text, 'guide')
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems.join('\n')).toMatch(message)
    expect(parsed.fallback?.chapters.length).toBeGreaterThan(0)
  })

  it('checks the count against the product type', () => {
    expect(problems(json({}), 'ebook')).toEqual([])
    expect(problems(json({ chapters: chapters.slice(0, 5) }), 'ebook')).toEqual([
      'chapters: there are 5, but an ebook needs 6 to 10; add a chapter.',
    ])
    const phases = chapters.map((c) => ({ ...c, pageTemplate: 'checklist' }))
    expect(problems(json({ chapters: phases }), 'checklist')).toEqual([])
    const sections = [...chapters, ...chapters.map((c) => ({ ...c, title: `${c.title} in Practice` }))].map((c) => ({
      ...c,
      pageTemplate: 'notes-lined',
    }))
    expect(problems(json({ chapters: [...sections, { ...chapters[0]!, title: 'Notes', pageTemplate: 'notes-dots' }] }), 'planner')).toEqual(
      ['chapters: there are 13, but a planner needs 5 to 12; merge or drop one chapter.'],
    )
  })

  it('drops stand-in plans from the fallback', () => {
    const parsed = parseOutline(withPlan(2, 'N/A'), 'guide')
    expect(parsed.ok ? null : parsed.fallback?.chapters[2]).toEqual({ title: 'Mixing and Folding' })
  })

  it('lists blocking problems before the others', () => {
    const text = JSON.stringify({
      ...valid,
      language: undefined,
      chapters: chapters.map((c, i) => (i === 5 ? { title: 'TBD' } : { title: c.title })),
    })
    const list = problems(text)
    expect(list[0]).toMatch(/chapter 6 title "TBD" is a placeholder/)
    expect(list.at(-1)).toMatch(/^language:/)
  })

  it('lists schema problems by path, with the count and the language', () => {
    const list = problems(JSON.stringify({ title: '', chapters: [{ title: 'A' }], language: 'English' }))
    expect(list.some((p) => p.startsWith('title:'))).toBe(true)
    expect(list.some((p) => p.startsWith('description:'))).toBe(true)
    expect(list).toContain('chapters: there are 1, but a guide needs 5 to 8; add 4 chapters.')
    expect(list.some((p) => p.startsWith('language: "English"'))).toBe(true)
    expect(parseOutline(JSON.stringify({ title: '' }), 'guide')).not.toHaveProperty('fallback')
  })

  it('says when the reply is not JSON', () => {
    expect(parseOutline('I cannot do that.', 'guide')).toEqual({ ok: false, problems: ['The reply was not valid JSON.'] })
  })
})

describe('page templates in an outline (issue 28)', () => {
  const sections = [
    { title: 'How to Use This Planner', plan: 'Scope. Key points: a; b; c.', pageTemplate: null, pageOptions: null },
    { title: 'Your Year', plan: 'Scope. Key points: a; b; c.', pageTemplate: 'year', pageOptions: null },
    {
      title: 'Weekly Spreads',
      plan: 'Scope. Key points: a; b; c.',
      pageTemplate: 'week',
      pageOptions: { pages: null, layout: 'horizontal', period: null },
    },
    {
      title: 'Meal Plans',
      plan: 'Scope. Key points: a; b; c.',
      pageTemplate: 'Meal-Plan',
      pageOptions: { pages: 4, layout: 'vertical', period: 'year' },
    },
    // Wrong family, unknown, out-of-range options: each dropped on its own, the chapter kept.
    { title: 'Packing List', plan: 'Scope. Key points: a; b; c.', pageTemplate: 'checklist', pageOptions: null },
    { title: 'Gratitude Log', plan: 'Scope. Key points: a; b; c.', pageTemplate: 'gratitude', pageOptions: { pages: 3 } },
    { title: 'Notes', plan: 'Scope. Key points: a; b; c.', pageTemplate: 'notes-dots', pageOptions: { pages: 500, layout: 'sideways' } },
  ]
  const planner = JSON.stringify({ ...valid, chapters: sections })

  it('keeps a template of the product family with the options it reads, and leaves any other chapter as prose', () => {
    const parsed = parseOutline(planner, 'planner')
    expect(parsed.ok).toBe(true)
    const chapters = parsed.ok ? parsed.outline.chapters : []
    expect(chapters.map(({ title, pageTemplate, pageOptions }) => ({ title, pageTemplate, pageOptions }))).toEqual([
      { title: 'How to Use This Planner', pageTemplate: undefined, pageOptions: undefined },
      { title: 'Your Year', pageTemplate: 'year', pageOptions: undefined },
      { title: 'Weekly Spreads', pageTemplate: 'week', pageOptions: { layout: 'horizontal' } },
      { title: 'Meal Plans', pageTemplate: 'meal-plan', pageOptions: { pages: 4 } },
      { title: 'Packing List', pageTemplate: undefined, pageOptions: undefined },
      { title: 'Gratitude Log', pageTemplate: undefined, pageOptions: undefined },
      { title: 'Notes', pageTemplate: 'notes-dots', pageOptions: undefined },
    ])
    expect(chapters[0]).not.toHaveProperty('pageTemplate')
  })

  it("drops every template from an ebook's or a guide's outline, and a planner's from a checklist's", () => {
    const ebook = parseOutline(planner, 'ebook')
    expect(ebook.ok && ebook.outline.chapters.some((c) => 'pageTemplate' in c || 'pageOptions' in c)).toBe(false)
    const checklist = parseOutline(planner, 'checklist')
    const kept = checklist.ok ? checklist.outline.chapters : checklist.fallback?.chapters
    expect(kept?.filter((c) => c.pageTemplate).map((c) => [c.title, c.pageTemplate])).toEqual([['Packing List', 'checklist']])
  })

  it('asks again, without refusing the outline, when no section of a planner has a template', () => {
    const parsed = parseOutline(
      JSON.stringify({ ...valid, chapters: [...sections.slice(0, 1), ...sections.slice(4, 6), ...chapters.slice(0, 3)] }),
      'planner',
    )
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems).toEqual([expect.stringMatching(/^pageTemplate: no chapter has one/)])
    expect(parsed.fallback?.chapters).toHaveLength(6)
  })
})
