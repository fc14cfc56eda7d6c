import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { draftFinishResponseSchema, draftJobSchema, outlineResponseSchema } from '@core/generation-schemas.ts'
import { projectSchema } from '@core/project-schemas.ts'
import { PAGE_TEMPLATES } from '@core/planner.ts'
import { readFileSync } from 'node:fs'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { draftUser } from '../../../tests/support/draft-test-provider.ts'
import { type FakeOpenAI, messageText, startFakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { fakeOpenAIProvider } from '../../../tests/support/fake-openai-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { captureSuiteLog } from '../../../tests/support/capture-log.ts'

const plan = (what: string) => `${what}. Key points: how to fill it in; what to look for; when to come back to it.`

/** The outline as a model answers in structured-output mode: nulls for the fields it does not use. */
const OUTLINE = {
  language: 'en',
  title: 'Fit and Fed: A Fitness and Meal Prep Planner',
  subtitle: 'Train Smarter and Eat Well All Year',
  description: 'A year of workouts, meal plans and shopping lists for busy people who train three times a week.',
  chapters: [
    { title: 'How to Use This Planner', plan: plan('A one-page start'), pageTemplate: null, pageOptions: null },
    {
      title: 'Weekly Training and Meals',
      plan: plan('The weekly spreads'),
      pageTemplate: 'week',
      pageOptions: { pages: null, layout: 'horizontal', period: null },
    },
    {
      title: 'Workout Log',
      plan: plan('Sessions, sets and reps'),
      pageTemplate: 'workout',
      pageOptions: { pages: 6, layout: null, period: null },
    },
    {
      title: 'Meal Plans',
      plan: plan('Seven days of meals a page'),
      pageTemplate: 'meal-plan',
      pageOptions: { pages: 4, layout: null, period: null },
    },
    // A checklist's template in a planner: dropped, and the chapter stays prose.
    { title: 'Gym Bag Checklist', plan: plan('What to pack'), pageTemplate: 'checklist', pageOptions: null },
  ],
}

// Chapters as models write them: chatter around the section, and entries that look like chatter but are content.
const REPLIES = [
  "## How to Use This Planner\n\nStart with the weekly spreads. Log every session the day you do it.\n\nReview your week every Sunday.\n\nI hope this helps! Let me know if you'd like any changes.",
  "Sure! Here's the weekly spread section:\n\n## Weekly Training and Meals\n\nRead the week's focus line on Sunday, then plan three sessions and your dinners around it.\n\n- Review your week every Sunday.\n- Let me know-how grow: learn one new lift this week.\n- Prep two lunches on Sunday evening.",
  '## Workout Log\n\nWrite the weight you lifted next to each set.\n\n- Goblet squat — 3 × 10\n- Push-up — 3 × 8\n- Romanian deadlift — 3 × 10\n\nWould you like me to add a cardio section?',
  '## Meal Plans\n\nFill one page a week; repeat dinners freely.\n\n- Overnight oats with berries — breakfast, 5 minutes\n- Sheet-pan chicken with peppers — dinner, 30 minutes',
  '## Gym Bag Checklist\n\nPack the bag the night before so the morning has one less decision.\n\n- Water bottle\n- Towel',
]

describe.each(databaseKinds)('a generated planner carries its page templates into the project (issue 28, %s)', (kind) => {
  let app: TestApp
  let fake: FakeOpenAI
  captureSuiteLog()
  beforeAll(async () => {
    fake = await startFakeOpenAI()
    // Notes only: no revision call, so each scripted reply answers exactly one chapter.
    app = await startTestApp({ kind, provider: fakeOpenAIProvider(fake, []), env: { QUALITY_PASS: 'notes' } })
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await app.close()
    await fake.close()
  })

  it('outline → draft → project: each section keeps its template and options, the chatter goes and the entries stay', async () => {
    const user = await draftUser(app, 10)
    fake.enqueue({ json: OUTLINE })
    const request = { topic: 'Fitness and meal prep', productType: 'planner', tone: 'friendly', targetAudience: 'busy parents' }
    const outlineRes = await user.post('/outline', request)
    expect(outlineRes.status).toBe(200)
    const { outline } = outlineResponseSchema.parse(outlineRes.body)
    expect(outline.chapters.map((c) => [c.pageTemplate ?? null, c.pageOptions ?? null])).toEqual([
      [null, null],
      ['week', { layout: 'horizontal' }],
      ['workout', { pages: 6 }],
      ['meal-plan', { pages: 4 }],
      [null, null],
    ])
    expect(messageText(fake.requests[0]?.body.messages.at(-1))).toMatch(/a fitness or workout planner "workout"/)

    const start = await user.post('/draft/start', { ...request, outline })
    expect(start.status).toBe(200)
    const { jobId, chapters } = draftJobSchema.parse(start.body)
    expect(chapters.map((c) => c.pageTemplate ?? null)).toEqual([null, 'week', 'workout', 'meal-plan', null])

    for (const [index, text] of REPLIES.entries()) {
      fake.enqueue({ text })
      expect((await user.post('/draft/next', { jobId, index })).status).toBe(200)
    }
    // Each chapter prompt says what its section holds; a prose chapter gets no such instructions.
    const prompts = fake.requests.slice(1).map((r) => r.body.messages.map(messageText).join('\n'))
    expect(prompts[0]).not.toMatch(/Folio draws its pages/)
    expect(prompts[1]).toMatch(/"Weekly spread" section: Folio draws its pages[\s\S]*exactly 52 items/)
    expect(prompts[2]).toMatch(/"Workout log" section[\s\S]*example exercises, one per item/)
    expect(prompts[3]).toMatch(/"Meal plan" section[\s\S]*21 to 28 items/)

    const job = draftJobSchema.parse((await user.get('/draft/current')).body.job)
    expect(job.chapters[1]).toMatchObject({ pageTemplate: 'week', pageOptions: { layout: 'horizontal' } })

    const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(project.chapters.map((c) => [c.title, c.pageTemplate ?? null, c.pageOptions ?? null])).toEqual([
      ['How to Use This Planner', null, null],
      ['Weekly Training and Meals', 'week', { layout: 'horizontal' }],
      ['Workout Log', 'workout', { pages: 6 }],
      ['Meal Plans', 'meal-plan', { pages: 4 }],
      ['Gym Bag Checklist', null, null],
    ])
    const [intro, week, workout] = project.chapters.map((c) => c.content)
    expect(intro).toBe(
      '## How to Use This Planner\n\nStart with the weekly spreads. Log every session the day you do it.\n\nReview your week every Sunday.',
    )
    expect(week).toMatch(/^## Weekly Training and Meals\n\nRead the week's focus line/)
    expect(week).toContain('- Let me know-how grow: learn one new lift this week.')
    expect(workout?.endsWith('- Romanian deadlift — 3 × 10')).toBe(true)
    expect(project.chapters[2]?.removals?.map((r) => r.text.trim())).toEqual(['Would you like me to add a cardio section?'])

    // A stored template that no longer parses (written around the API) reads as prose; bad options alone are dropped.
    await app.db.query(
      `update public.projects set chapters = jsonb_set(jsonb_set(chapters, '{1,pageTemplate}', '"calendar"'), '{2,pageOptions}', '{"pages": 0}')
       where id = $1`,
      [projectId],
    )
    const reread = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(reread.chapters[1]).not.toHaveProperty('pageTemplate')
    expect(reread.chapters[2]).toMatchObject({ pageTemplate: 'workout' })
    expect(reread.chapters[2]).not.toHaveProperty('pageOptions')
  })

  it('refuses a page template the database does not know, and options that are not an object (migration 0021)', async () => {
    const { rows } = await app.db.query<{ id: string }>(
      `insert into public.draft_jobs (user_id, status, topic, product_type, tone, title, description, fingerprint, credits_held, expires_at)
       select id, 'released', 't', 'planner', 'friendly', 't', 'd', 'f', 0, now() from public.profiles limit 1 returning id`,
    )
    const jobId = rows[0]!.id
    const insert = (index: number, template: string | null, options: string | null) =>
      app.db.query(
        `insert into public.draft_chapters (job_id, index, title, page_template, page_options) values ($1, $2, 't', $3, $4::jsonb)`,
        [jobId, index, template, options],
      )
    await insert(0, 'cheat-sheet', '{"pages":1}')
    await insert(1, null, null)
    await expect(insert(2, 'calendar', null)).rejects.toThrow(/draft_chapters_page_template_check/)
    await expect(insert(3, 'week', '[1]')).rejects.toThrow(/draft_chapters_page_options_check/)
  })
})

it("the migration's template list is the shared one (src/core/planner.ts)", () => {
  const sql = readFileSync(new URL('../../../supabase/migrations/0021_chapter_page_templates.sql', import.meta.url), 'utf8')
  const listed = [...(/page_template in \(([^)]*)\)/.exec(sql)?.[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((m) => m[1])
  expect(listed).toEqual([...PAGE_TEMPLATES])
})
