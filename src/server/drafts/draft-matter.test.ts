import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MATTERS } from '@core/book-matter.ts'
import { draftFinishResponseSchema, draftJobSchema, outlineResponseSchema } from '@core/generation-schemas.ts'
import { projectSchema } from '@core/project-schemas.ts'
import { readFileSync } from 'node:fs'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { draftUser } from '../../../tests/support/draft-test-provider.ts'
import { type FakeOpenAI, messageText, startFakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { fakeOpenAIProvider } from '../../../tests/support/fake-openai-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { captureSuiteLog } from '../../../tests/support/capture-log.ts'

const plan = (what: string) => `${what}. Key points: the first idea; the second idea; the third idea.`

/**
 * An ebook's outline as a model answers in structured-output mode (issue 29): it marks its
 * opening chapter front matter, says nothing of its closing "Conclusion" (defaultMatter makes it
 * back matter) and nulls the page fields an ebook does not use.
 */
const OUTLINE = {
  language: 'en',
  title: 'Sourdough at Home',
  subtitle: 'Bake a Crusty Loaf Every Weekend',
  description: 'A friendly ebook for new bakers: keep a starter alive, shape a loaf and bake it with a crackling crust.',
  chapters: [
    { title: 'Before You Bake: What Sourdough Asks of You', plan: plan('Why sourdough, and what the book covers'), matter: 'front' },
    { title: 'Making and Keeping a Starter', plan: plan('Flour, water, time'), matter: 'body' },
    { title: 'Mixing and Folding the Dough', plan: plan('From shaggy mass to a smooth dough'), matter: null },
    { title: 'Shaping and Proofing', plan: plan('Tension and timing'), matter: null },
    { title: 'Baking for a Crackling Crust', plan: plan('Steam, heat and the oven spring'), matter: null },
    { title: 'Conclusion', plan: plan('Your baking week from here on'), matter: null },
  ].map((c) => ({ ...c, pageTemplate: null, pageOptions: null })),
}

const REPLIES = OUTLINE.chapters.map((c) => `## ${c.title}\n\nA paragraph about ${c.title.toLowerCase()} for the home baker.`)

describe.each(databaseKinds)('an ebook keeps its front and back matter from outline to project (issue 29, %s)', (kind) => {
  let app: TestApp
  let fake: FakeOpenAI
  captureSuiteLog()
  beforeAll(async () => {
    fake = await startFakeOpenAI()
    app = await startTestApp({ kind, provider: fakeOpenAIProvider(fake, []), env: { QUALITY_PASS: 'notes' } })
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await app.close()
    await fake.close()
  })

  it('outline → draft → project: each chapter keeps its matter, and the prompts write an unnumbered introduction and conclusion', async () => {
    const user = await draftUser(app, 10)
    fake.enqueue({ json: OUTLINE })
    const request = { topic: 'Sourdough bread at home', productType: 'ebook', tone: 'friendly' }
    const outlineRes = await user.post('/outline', request)
    expect(outlineRes.status).toBe(200)
    const { outline } = outlineResponseSchema.parse(outlineRes.body)
    expect(outline.chapters.map((c) => c.matter)).toEqual(['front', 'body', 'body', 'body', 'body', 'back'])
    // The outline prompt asks for the matter and for a description without a chapter count.
    const outlinePrompt = messageText(fake.requests[0]?.body.messages.at(-1))
    expect(outlinePrompt).toMatch(/- matter \(every chapter\): "front" for an opening chapter/)
    expect(outlinePrompt).toMatch(/does not say how many chapters/)

    const start = await user.post('/draft/start', { ...request, outline })
    expect(start.status).toBe(200)
    const { jobId, chapters } = draftJobSchema.parse(start.body)
    expect(chapters.map((c) => c.matter ?? 'body')).toEqual(['front', 'body', 'body', 'body', 'body', 'back'])

    for (const [index, text] of REPLIES.entries()) {
      fake.enqueue({ text })
      expect((await user.post('/draft/next', { jobId, index })).status).toBe(200)
    }
    const prompts = fake.requests.slice(1).map((r) => r.body.messages.map(messageText).join('\n'))
    // The introduction is front matter, not "chapter 1 of 5"; the chapter after it is chapter 1 of the 4 numbered ones.
    expect(prompts[0]).toMatch(/Now write the ebook's opening chapter[\s\S]*front matter[\s\S]*not "Chapter 1"/)
    expect(prompts[0]).not.toMatch(/Now write chapter \d/)
    expect(prompts[1]).toMatch(/Now write chapter 1 of 4:/)
    expect(prompts[4]).toMatch(/Now write chapter 4 of 4:/)
    expect(prompts[5]).toMatch(/Now write the ebook's closing chapter[\s\S]*back matter/)
    // The outline in the shared prefix numbers the numbered chapters only, and names the others' matter.
    expect(prompts[1]).toMatch(/"matter": "front",\s*"title": "Before You Bake/)
    expect(prompts[1]).toMatch(/"number": 1,\s*"title": "Making and Keeping a Starter"/)
    // Earlier chapters are summarised under the same names.
    expect(prompts[5]).toMatch(/"earlierChapters"[\s\S]*"matter": "front"/)

    const job = draftJobSchema.parse((await user.get('/draft/current')).body.job)
    expect(job.chapters.map((c) => c.matter ?? 'body')).toEqual(['front', 'body', 'body', 'body', 'body', 'back'])

    const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(project.chapters.map((c) => [c.title, c.matter ?? 'body'])).toEqual([
      ['Before You Bake: What Sourdough Asks of You', 'front'],
      ['Making and Keeping a Starter', 'body'],
      ['Mixing and Folding the Dough', 'body'],
      ['Shaping and Proofing', 'body'],
      ['Baking for a Crackling Crust', 'body'],
      ['Conclusion', 'back'],
    ])

    // A stored matter that no longer parses (written around the API) reads as body.
    await app.db.query(`update public.projects set chapters = jsonb_set(chapters, '{0,matter}', '"preface"') where id = $1`, [projectId])
    const reread = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(reread.chapters[0]).not.toHaveProperty('matter')
    expect(reread.chapters[5]).toMatchObject({ matter: 'back' })
  })

  it('a planner’s sections carry no matter, whatever the client sends', async () => {
    const user = await draftUser(app, 10)
    const outline = {
      title: 'The Habit Planner',
      description: 'Weekly pages and trackers for a calmer year.',
      chapters: [
        { title: 'Introduction', matter: 'front' as const },
        { title: 'Weekly Pages', pageTemplate: 'week' as const },
      ],
    }
    const start = await user.post('/draft/start', { topic: 'Habits', productType: 'planner', tone: 'friendly', outline })
    expect(start.status).toBe(200)
    expect(draftJobSchema.parse(start.body).chapters.map((c) => c.matter)).toEqual([undefined, undefined])
  })

  it('refuses a matter the database does not know (migration 0022)', async () => {
    const { rows } = await app.db.query<{ id: string }>(
      `insert into public.draft_jobs (user_id, status, topic, product_type, tone, title, description, fingerprint, credits_held, expires_at)
       select id, 'released', 't', 'ebook', 'friendly', 't', 'd', 'f', 0, now() from public.profiles limit 1 returning id`,
    )
    const jobId = rows[0]!.id
    const insert = (index: number, matter: string | null) =>
      app.db.query(`insert into public.draft_chapters (job_id, index, title, matter) values ($1, $2, 't', $3)`, [jobId, index, matter])
    await insert(0, 'front')
    await insert(1, null)
    await insert(2, 'back')
    await expect(insert(3, 'preface')).rejects.toThrow(/draft_chapters_matter_check/)
  })
})

it("the migration's matter list is the shared one (src/core/book-matter.ts)", () => {
  const sql = readFileSync(new URL('../../../supabase/migrations/0022_chapter_matter.sql', import.meta.url), 'utf8')
  const listed = [...(/matter in \(([^)]*)\)/.exec(sql)?.[1] ?? '').matchAll(/'([a-z-]+)'/g)].map((m) => m[1])
  expect(listed).toEqual([...MATTERS])
})
