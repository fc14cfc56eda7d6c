// @vitest-environment jsdom
import { creditsControl as credits } from '../../../../../tests/support/credits-control.ts'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetGeneratorState } from '../../../../../tests/support/generator-state.ts'
import { getGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { generateDraft } from './draft-actions.ts'
import { loadSchemas } from '../generator-api.ts'

vi.mock('@web/components/ui/use-toast.ts', () => ({ toast: vi.fn() }))

const chapters = [
  { title: 'Mobility', plan: 'Hips and spine. Key points: turns; rotation.' },
  { title: 'Power', plan: '' },
]
const outline = { title: 'Golf Fit', description: 'Stronger swings.', language: 'en', chapters }

describe('starting a draft from an outline with plans', () => {
  const sent: unknown[] = []
  beforeAll(() => loadSchemas())
  beforeEach(() => {
    sent.length = 0
    resetGeneratorState()
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return Response.json({ code: 'conflict', message: 'stop here' }, { status: 409 })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends every plan and the language with the outline', async () => {
    updateGeneratorForm({ topic: 'Golf fitness', outline })
    await generateDraft(credits(20))
    expect(sent).toEqual([expect.objectContaining({ outline })])
  })

  it("sends each chapter's matter untouched (issue 29)", async () => {
    const matters = {
      ...outline,
      chapters: [
        { title: 'Introduction', plan: '', matter: 'front' as const },
        { title: 'Mobility', plan: 'Hips and spine.', matter: 'body' as const },
        { title: 'Conclusion', plan: '', matter: 'back' as const },
      ],
    }
    updateGeneratorForm({ topic: 'Golf fitness', outline: matters })
    await generateDraft(credits(20))
    expect(sent).toEqual([expect.objectContaining({ outline: matters })])
  })

  it('names a plan that is too long instead of asking for titles, and sends nothing', async () => {
    updateGeneratorForm({ topic: 'Golf fitness', outline: { ...outline, chapters: [{ title: 'Mobility', plan: 'p'.repeat(601) }] } })
    await generateDraft(credits(20))
    expect(sent).toEqual([])
    expect(getGeneratorTab().error).toBe('A chapter plan can be at most 600 characters.')
  })

  describe('an outline made for an earlier input (decision 0059)', () => {
    const madeFor = { topic: 'Podcasting', productType: 'guide', tone: 'casual', targetAudience: 'New hosts' } as const

    it('is never sent without the confirmation, so no credits are held', async () => {
      updateGeneratorForm({ topic: 'Social media', outline, outlineInput: madeFor, productType: 'guide', tone: 'casual' })
      await generateDraft(credits(20))
      expect(sent).toEqual([])
      expect(getGeneratorTab().loading).toBe(false)
    })

    it('once confirmed, is drafted with the input it was made for, never under the new topic', async () => {
      updateGeneratorForm({ topic: 'Social media', targetAudience: '', outline, outlineInput: madeFor })
      await generateDraft(credits(20), true)
      expect(sent).toEqual([{ topic: 'Podcasting', productType: 'guide', tone: 'casual', targetAudience: 'New hosts', outline }])
    })

    it('goes as it always did when the input matches but for case and spacing', async () => {
      updateGeneratorForm({ ...madeFor, topic: 'podcasting ', outline, outlineInput: madeFor })
      await generateDraft(credits(20))
      expect(sent).toEqual([expect.objectContaining({ topic: 'podcasting', outline })])
    })
  })
})
