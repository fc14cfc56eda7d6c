import { describe, expect, it } from 'vitest'
import type { DraftJob, Outline } from '@core/generation-schemas.ts'
import { INITIAL_GENERATOR_FORM, type PersistedGeneratorForm } from '@web/lib/generator/generator-form.ts'
import { waitingWork } from './waiting-work.ts'

const outline: Outline = {
  title: 'Podcasting for Beginners',
  description: 'From idea to first episode.',
  chapters: ['Why podcast', 'Gear', 'Recording', 'Editing', 'Publishing', 'Growing'].map((title) => ({ title })),
}
const form = (patch: Partial<PersistedGeneratorForm>): PersistedGeneratorForm => ({ ...INITIAL_GENERATOR_FORM, ...patch })
const job = (status: DraftJob['status'], done: number): DraftJob => ({
  jobId: '00000000-0000-4000-8000-000000000001',
  status,
  title: outline.title,
  description: outline.description,
  chapters: outline.chapters.map((c, i) => ({ title: c.title, status: i < done ? 'done' : 'pending', content: null, error: null })),
  creditsHeld: 8,
  expiresAt: '2026-11-24T00:00:00.000Z',
})

describe('waitingWork', () => {
  it('is null for an empty generator', () => {
    expect(waitingWork(form({}), null)).toBeNull()
    expect(waitingWork(form({ topic: '   ' }), null)).toBeNull()
  })

  it('names a filled topic and its type', () => {
    expect(waitingWork(form({ topic: 'Podcasting', productType: 'guide' }), null)).toEqual({
      name: 'Podcasting',
      productType: 'guide',
      state: 'Topic filled',
    })
  })

  it('counts the chapters of an outline that waits for its draft', () => {
    expect(waitingWork(form({ topic: 'Podcasting', outline }), null)).toEqual({
      name: 'Podcasting',
      productType: 'ebook',
      state: 'Outline ready — 6 chapters',
    })
    const one = { ...outline, chapters: [{ title: 'All of it' }] }
    expect(waitingWork(form({ outline: one }), null)?.state).toBe('Outline ready — 1 chapter')
    expect(waitingWork(form({ outline: one }), null)?.name).toBe(outline.title)
  })

  it('has nothing waiting once that outline became a saved draft, and waits again for a new outline', () => {
    const draft = { title: outline.title, description: '', chapters: outline.chapters.map((c) => ({ title: c.title, content: 'x' })) }
    const projectId = '00000000-0000-4000-8000-000000000002'
    expect(waitingWork(form({ topic: 'Podcasting', outline, draft, projectId }), null)).toBeNull()
    const next = { ...outline, chapters: [{ title: 'Another plan' }] }
    expect(waitingWork(form({ topic: 'Podcasting', outline: next, draft, projectId }), null)?.state).toBe('Outline ready — 1 chapter')
  })

  it('puts a draft being written first, counting its written chapters', () => {
    expect(waitingWork(form({ topic: 'Podcasting', outline }), job('running', 2))).toEqual({
      name: outline.title,
      productType: 'ebook',
      state: 'Draft in progress — 2 of 6 chapters written',
    })
    expect(waitingWork(form({}), job('running', 0))?.productType).toBeNull()
    expect(waitingWork(form({}), job('finished', 6))).toBeNull()
  })

  it('names the new topic when it changed after the outline, drafted or not (decision 0059)', () => {
    const madeFor = { topic: 'Podcasting', productType: 'ebook', tone: 'professional', targetAudience: '' } as const
    const changed = { topic: 'Social media', outline, outlineInput: madeFor }
    const expected = { name: 'Social media', productType: 'ebook', state: 'Topic changed — outline for an earlier topic' }
    expect(waitingWork(form(changed), null)).toEqual(expected)
    const drafted = {
      projectId: '00000000-0000-4000-8000-000000000002',
      draft: { ...outline, chapters: outline.chapters.map((c) => ({ ...c, content: 'x' })) },
    }
    expect(waitingWork(form({ ...changed, ...drafted } as Partial<PersistedGeneratorForm>), null)).toEqual(expected)
    expect(
      waitingWork(form({ topic: 'Podcasting', outline, outlineInput: madeFor, ...drafted } as Partial<PersistedGeneratorForm>), null),
    ).toBeNull()
  })
})
