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

describe('generator form store', () => {
  beforeEach(() => localStorage.clear())

  it('starts with the spec defaults', async () => {
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
    localStorage.setItem(GENERATOR_STORAGE_KEY, JSON.stringify({ topic: 'Old', targetAudience: 'Runners' }))
    const store = await loadStore()
    store.updateGeneratorForm({ topic: 'From a template' })
    expect(JSON.parse(localStorage.getItem(GENERATOR_STORAGE_KEY) ?? '{}')).toMatchObject({
      topic: 'From a template',
      targetAudience: 'Runners',
    })
  })

  it('reset restores the defaults and stores them', async () => {
    const store = await loadStore()
    store.updateGeneratorForm({ topic: 'Golf', productType: 'planner' })
    store.resetGeneratorForm()
    expect(store.getGeneratorForm()).toMatchObject({ topic: '', productType: 'ebook' })
    expect(JSON.parse(localStorage.getItem(GENERATOR_STORAGE_KEY) ?? '{}')).toMatchObject({ topic: '', productType: 'ebook' })
  })

  it('hydrates the prerendered defaults without a mismatch, then shows the stored state', async () => {
    localStorage.setItem(GENERATOR_STORAGE_KEY, JSON.stringify({ topic: 'Stored topic' }))
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
