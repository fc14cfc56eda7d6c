// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GENERATOR_STORAGE_KEY } from './generator-storage.ts'

/** A fresh copy of the module (its state lives at module level). */
async function loadStore() {
  vi.resetModules()
  return import('./generator-store.ts')
}

/** The store and the account it follows, from one fresh module graph. */
async function loadWithAccount() {
  vi.resetModules()
  const account = await import('../auth/account.ts')
  const store = await import('./generator-store.ts')
  return { store, setAccount: account.setAccount }
}

const record = (owner: string | null, form: Record<string, unknown>) => JSON.stringify({ owner, form })
const stored = () =>
  JSON.parse(localStorage.getItem(GENERATOR_STORAGE_KEY) ?? 'null') as { owner: string | null; form: Record<string, unknown> } | null
const outline = { title: 'Private plan', description: 'Only for A', chapters: [{ title: 'One' }] }

describe('generator form store', () => {
  beforeEach(() => localStorage.clear())

  it('starts with the documented defaults', async () => {
    const store = await loadStore()
    expect(store.getGeneratorForm()).toMatchObject({
      topic: '',
      productType: 'ebook',
      tone: 'professional',
      targetAudience: '',
      outline: null,
      draft: null,
      currentChapterIndex: 0,
    })
    expect(store.getGeneratorTab()).toEqual({
      loading: false,
      error: null,
      progress: null,
      outlinePending: false,
      draftStarting: false,
      run: null,
      resumable: null,
    })
  })

  it('stores what survives a reload, and a new page reads it back', async () => {
    const first = await loadStore()
    first.updateGeneratorForm({ topic: 'Golf', tone: 'casual' })
    first.setGeneratorTab({ loading: true, error: 'x', progress: { text: 'Generating outline...', percent: 25 } })
    const second = await loadStore()
    expect(second.getGeneratorForm()).toMatchObject({ topic: 'Golf', tone: 'casual' })
    expect(second.getGeneratorTab()).toMatchObject({ loading: false, error: null, progress: null })
  })

  it("never writes storage for the tab's slice", async () => {
    const store = await loadStore()
    store.getGeneratorForm()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    store.setGeneratorTab({ loading: true })
    store.setGeneratorTab((s) => ({ error: `${s.loading}`, outlinePending: true }))
    expect(setItem).not.toHaveBeenCalled()
    setItem.mockRestore()
  })

  it('derives busy once: a flow holding the form, a draft starting, or a run not finished', async () => {
    const store = await loadStore()
    expect(store.generatorBusy()).toBe(false)
    store.setGeneratorTab({ loading: true })
    expect(store.generatorBusy()).toBe(true)
    store.setGeneratorTab({ loading: false, draftStarting: true })
    expect(store.generatorBusy()).toBe(true)
    const run = { jobId: 'j', title: 'T', description: 'D', creditsHeld: 20, chapters: [] }
    store.setGeneratorTab({ draftStarting: false, run: { ...run, phase: 'stalled' } })
    expect(store.generatorBusy()).toBe(true)
    store.setGeneratorTab({ run: { ...run, phase: 'finished' } })
    expect(store.generatorBusy()).toBe(false)
    // An outline request waits under `loading`; its skeleton flag alone does not hold the form.
    store.setGeneratorTab({ outlinePending: true, error: 'x', progress: { text: 'p', percent: 1 } })
    expect(store.generatorBusy()).toBe(false)
  })

  it('gives components the busy flag and the slices through one subscription', async () => {
    const store = await loadStore()
    function Buttons() {
      const busy = store.useGeneratorBusy()
      const { topic } = store.useGeneratorForm()
      const error = store.useGeneratorTab((s) => s.error)
      return <p>{`busy=${busy}; topic=${topic}; error=${error ?? 'none'}`}</p>
    }
    const container = document.createElement('div')
    const root = createRoot(container)
    act(() => root.render(<Buttons />))
    expect(container.textContent).toBe('busy=false; topic=; error=none')
    act(() => {
      store.updateGeneratorForm({ topic: 'Golf' })
      store.setGeneratorTab({ loading: true, error: 'Something went wrong.' })
    })
    expect(container.textContent).toBe('busy=true; topic=Golf; error=Something went wrong.')
    act(() => root.unmount())
  })

  it('tolerates corrupt storage and storage that throws', async () => {
    localStorage.setItem(GENERATOR_STORAGE_KEY, '{"topic": "Golf"')
    const store = await loadStore()
    expect(store.getGeneratorForm().topic).toBe('')
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const blocked = await loadStore()
    blocked.updateGeneratorForm({ topic: 'Still works' })
    expect(blocked.getGeneratorForm().topic).toBe('Still works')
    getItem.mockRestore()
    setItem.mockRestore()
  })

  it('a write before anything subscribed keeps the stored fields it does not touch', async () => {
    localStorage.setItem(GENERATOR_STORAGE_KEY, record(null, { topic: 'Old', targetAudience: 'Runners' }))
    const store = await loadStore()
    store.updateGeneratorForm({ topic: 'From a template' })
    expect(stored()?.form).toMatchObject({ topic: 'From a template', targetAudience: 'Runners' })
  })

  it('hydrates the prerendered defaults without a mismatch, then shows the stored state', async () => {
    localStorage.setItem(GENERATOR_STORAGE_KEY, record(null, { topic: 'Stored topic' }))
    const store = await loadStore()
    function Topic() {
      return <p>topic={store.useGeneratorForm().topic}</p>
    }
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Topic />)
    expect(getItem).not.toHaveBeenCalled()
    getItem.mockRestore()
    expect(container.textContent).toBe('topic=')
    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(container, <Topic />, { onRecoverableError })
    })
    expect(container.textContent).toBe('topic=Stored topic')
    expect(onRecoverableError).not.toHaveBeenCalled()
    act(() => store.updateGeneratorForm({ topic: 'Edited' }))
    expect(container.textContent).toBe('topic=Edited')
  })
})

describe('generator form store: one person at a time (issue 13 item 3)', () => {
  beforeEach(() => localStorage.clear())

  it("clears a user's form when they sign out, on screen and in storage", async () => {
    const { store, setAccount } = await loadWithAccount()
    setAccount('user-a')
    store.updateGeneratorForm({ topic: 'Private topic of user A', outline, targetAudience: 'Only A' })
    expect(stored()).toMatchObject({ owner: 'user-a', form: { topic: 'Private topic of user A' } })
    const seen = vi.fn()
    store.subscribeGenerator(seen)
    setAccount(null)
    expect(store.getGeneratorForm()).toMatchObject({ topic: '', outline: null, targetAudience: '', draft: null, projectId: null })
    expect(seen).toHaveBeenCalled()
    expect(localStorage.getItem(GENERATOR_STORAGE_KEY)).toBeNull()
  })

  it('gives another user signing in with no sign-out in between (expiry, another tab) an empty form', async () => {
    const { store, setAccount } = await loadWithAccount()
    setAccount('user-a')
    store.updateGeneratorForm({ topic: 'Private topic of user A', outline })
    store.setGeneratorTab({ loading: true, error: 'A failed', progress: { text: 'Writing A', percent: 50 } })
    setAccount('user-b')
    expect(store.getGeneratorForm()).toMatchObject({ topic: '', outline: null })
    expect(store.getGeneratorTab()).toMatchObject({ loading: false, error: null, progress: null })
    expect(JSON.stringify(localStorage)).not.toContain('Private topic')
    store.updateGeneratorForm({ topic: 'B writes' })
    expect(stored()).toMatchObject({ owner: 'user-b', form: { topic: 'B writes', outline: null } })
  })

  it("keeps a visitor's input through sign-in as theirs, and passes it to nobody after", async () => {
    const { store, setAccount } = await loadWithAccount()
    setAccount(null)
    store.updateGeneratorForm({ topic: 'Typed before signing in' })
    expect(stored()).toMatchObject({ owner: null, form: { topic: 'Typed before signing in' } })
    setAccount('user-a')
    expect(store.getGeneratorForm().topic).toBe('Typed before signing in')
    expect(stored()?.owner).toBe('user-a')
    setAccount(null)
    setAccount('user-b')
    expect(store.getGeneratorForm().topic).toBe('')
    expect(localStorage.getItem(GENERATOR_STORAGE_KEY)).toBeNull()
  })

  it("a new page shows a user's stored form only once the session check says it is theirs", async () => {
    localStorage.setItem(GENERATOR_STORAGE_KEY, record('user-a', { topic: 'Private topic of user A', outline, tone: 'casual' }))
    const { store, setAccount } = await loadWithAccount()
    expect(store.getGeneratorForm().topic).toBe('')
    // A template chosen before the check answers wins over the stored fields it sets, and is not lost.
    store.updateGeneratorForm({ topic: 'From a template' })
    expect(stored()?.form.topic).toBe('Private topic of user A')
    setAccount('user-a')
    expect(store.getGeneratorForm()).toMatchObject({ topic: 'From a template', outline, tone: 'casual' })
    expect(stored()).toMatchObject({ owner: 'user-a', form: { topic: 'From a template', tone: 'casual' } })
  })

  it.each([
    ['another user', 'user-b'],
    ['a visitor', null],
  ])("a new page drops a user's stored form for %s", async (_who, next) => {
    localStorage.setItem(GENERATOR_STORAGE_KEY, record('user-a', { topic: 'Private topic of user A', outline }))
    const { store, setAccount } = await loadWithAccount()
    const seen = vi.fn()
    store.subscribeGenerator(seen)
    setAccount(next)
    expect(store.getGeneratorForm()).toMatchObject({ topic: '', outline: null })
    expect(localStorage.getItem(GENERATOR_STORAGE_KEY)).toBeNull()
    // Known before the store loads (e.g. the editor opened later): dropped at once as well.
    localStorage.setItem(GENERATOR_STORAGE_KEY, record('user-a', { topic: 'Private topic of user A' }))
    const again = await loadWithAccount()
    again.setAccount(next)
    expect(again.store.getGeneratorForm().topic).toBe('')
    expect(localStorage.getItem(GENERATOR_STORAGE_KEY)).toBeNull()
  })

  it('deletes an unowned form from before owners were stored (v1), unread', async () => {
    localStorage.setItem('folio-generator-form-v1', JSON.stringify({ topic: 'Private topic of user A', outline }))
    const { store, setAccount } = await loadWithAccount()
    setAccount('user-b')
    expect(store.getGeneratorForm()).toMatchObject({ topic: '', outline: null })
    expect(localStorage.getItem('folio-generator-form-v1')).toBeNull()
  })

  it("leaves alone the next user's form that another tab has stored already", async () => {
    const { store, setAccount } = await loadWithAccount()
    setAccount('user-a')
    store.updateGeneratorForm({ topic: 'Private topic of user A' })
    localStorage.setItem(GENERATOR_STORAGE_KEY, record('user-b', { topic: 'B, in the other tab' }))
    setAccount('user-b')
    expect(store.getGeneratorForm().topic).toBe('')
    expect(stored()).toMatchObject({ owner: 'user-b', form: { topic: 'B, in the other tab' } })
  })
})
