// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { creditsControl as credits } from '../../../../../tests/support/credits-control.ts'
import { resetGeneratorState } from '../../../../../tests/support/generator-state.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { setAccount } from '@web/lib/auth/account.ts'
import { getGeneratorForm, getGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { generateDraft } from '../draft/draft-actions.ts'
import { getOutlineSaveState, resetOutlineSave, SAVE_DEBOUNCE_MS, SAVE_RETRY_MS, scheduleOutlineSave } from './outline-saver.ts'

vi.mock('@web/components/ui/use-toast.ts', () => ({ toast: vi.fn() }))

const ID = '1c7b5f1f-4d2e-4f9b-8a32-8e6d3c2b1f0a'
const PROJECT = '0b6a4f0e-3c1d-4e8a-9f21-7d5c2b1a0e9f'
const outline = (title: string) => ({ title, description: 'd', chapters: [{ title: 'One' }] })
const request = { topic: 'Golf', productType: 'guide', tone: 'friendly' } as const
const saved = (o: unknown, extra: object = {}) => ({
  id: ID,
  status: 'not_drafted',
  projectId: null,
  projectTitle: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  request,
  outline: o,
  ...extra,
})

/** Lets the pending promise chains (the lazy schema import, fetch, the answer) settle: only the timers are fake. */
const settle = async () => {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('saving outline edits to the account (issue 30)', () => {
  let answers: ((body: unknown) => Response)[]
  const puts: unknown[] = []
  beforeAll(async () => {
    await import('@core/saved-outlines.ts')
    await import('../generator-api.ts').then((m) => m.loadSchemas())
    await import('@web/lib/lazy-api.ts').then((m) => m.loadApi())
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    puts.length = 0
    answers = []
    resetGeneratorState()
    resetOutlineSave()
    setAccount('user-1')
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      if (init?.method === 'PUT') puts.push(body.outline.title)
      const answer = answers.shift()
      if (answer) return answer(body)
      return Response.json(saved(body?.outline))
    })
    updateGeneratorForm({ ...request, targetAudience: '', outline: outline('First'), outlineId: ID })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('saves once editing pauses, the outline as it is then (last write wins)', async () => {
    for (const title of ['A', 'AB', 'ABC']) {
      updateGeneratorForm({ outline: outline(title) })
      scheduleOutlineSave()
      await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS / 2)
    }
    expect(puts).toEqual([])
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(puts).toEqual(['ABC'])
    expect(getOutlineSaveState()).toBe('saved')
  })

  it('says a save failed, keeps the edit, and tries again until it is taken', async () => {
    answers.push(
      () => Response.json({ code: 'internal', message: 'down' }, { status: 500 }),
      () => Response.json({ code: 'internal', message: 'down' }, { status: 500 }),
    )
    updateGeneratorForm({ outline: outline('Kept') })
    scheduleOutlineSave()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(getOutlineSaveState()).toBe('failed')
    expect(getGeneratorForm().outline?.title).toBe('Kept')
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS[0])
    await settle()
    expect(getOutlineSaveState()).toBe('failed')
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS[1])
    await settle()
    expect(puts).toEqual(['Kept', 'Kept', 'Kept'])
    expect(getOutlineSaveState()).toBe('saved')
  })

  it('stops for an outline that is not on the account any more', async () => {
    answers.push(() => Response.json({ code: 'not_found', message: 'There is no such outline.' }, { status: 404 }))
    scheduleOutlineSave()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await settle()
    expect(getOutlineSaveState()).toBe('gone')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(puts).toHaveLength(1)
  })

  it('sends the outline id, and a 409 outline_drafted charges nothing and offers its project instead', async () => {
    const sent: unknown[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/draft/start')) {
        sent.push(JSON.parse(String(init?.body)))
        return Response.json({ code: 'outline_drafted', message: 'A project was already drafted from this outline.' }, { status: 409 })
      }
      return Response.json(saved(outline('First'), { status: 'drafted', projectId: PROJECT, projectTitle: 'First' }))
    })
    const balance = credits(20)
    const drafting = generateDraft(balance)
    await settle()
    await drafting
    expect(sent).toEqual([expect.objectContaining({ outlineId: ID })])
    expect(sent[0]).not.toHaveProperty('again')
    expect(getGeneratorForm()).toMatchObject({ draftedProject: { id: PROJECT, title: 'First' } })
    expect(getGeneratorTab()).toMatchObject({ loading: false, error: null })
    expect(vi.mocked(toast)).toHaveBeenCalledWith(expect.objectContaining({ title: 'This outline was drafted already' }))
    // Drafted: only the explicit 'again' sends it now.
    await generateDraft(balance)
    expect(sent).toHaveLength(1)
  })
})
