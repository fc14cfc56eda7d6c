// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
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
      loading: false,
      error: null,
      currentChapterIndex: 0,
    })
  })

  it('stores what survives a reload, and a new page reads it back', async () => {
    const first = await loadStore()
    first.updateGeneratorForm({ topic: 'Golf', tone: 'casual', loading: true, error: 'x' })
    const second = await loadStore()
    expect(second.getGeneratorForm()).toMatchObject({ topic: 'Golf', tone: 'casual', loading: false, error: null })
  })

  it('does not write storage for loading or error alone', async () => {
    const store = await loadStore()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    store.updateGeneratorForm({ loading: true })
    store.updateGeneratorForm((s) => ({ error: `${s.loading}` }))
    expect(setItem).not.toHaveBeenCalled()
    setItem.mockRestore()
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
    store.subscribeGeneratorForm(seen)
    setAccount(null)
    expect(store.getGeneratorForm()).toMatchObject({ topic: '', outline: null, targetAudience: '', draft: null, projectId: null })
    expect(seen).toHaveBeenCalled()
    expect(localStorage.getItem(GENERATOR_STORAGE_KEY)).toBeNull()
  })

  it('gives another user signing in with no sign-out in between (expiry, another tab) an empty form', async () => {
    const { store, setAccount } = await loadWithAccount()
    setAccount('user-a')
    store.updateGeneratorForm({ topic: 'Private topic of user A', outline, loading: true })
    setAccount('user-b')
    expect(store.getGeneratorForm()).toMatchObject({ topic: '', outline: null, loading: false })
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
    store.subscribeGeneratorForm(seen)
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
