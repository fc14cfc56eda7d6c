// @vitest-environment jsdom
import type { Session } from '@supabase/supabase-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAuthClient, mockSupabase } from '../../../../tests/support/fake-supabase-auth.ts'

const session = (id = 'user-1') => ({ access_token: 'a', user: { id, email: 'ann@example.com' } }) as unknown as Session

async function loadStore() {
  const fake = fakeAuthClient()
  const { getSupabase } = mockSupabase(fake)
  const store = await import('./auth-store.ts')
  return { store, fake, getSupabase, emit: fake.emit }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('auth store', () => {
  beforeEach(() => {
    vi.resetModules()
    localStorage.clear()
    sessionStorage.clear()
  })
  afterEach(() => vi.doUnmock('../supabase.ts'))

  it("starts 'loading' and, with nothing stored, is signed out without loading supabase-js", async () => {
    const { store, getSupabase } = await loadStore()
    expect(store.getAuthSnapshot().status).toBe('loading')
    store.startAuth()
    await vi.waitFor(() => expect(store.getAuthSnapshot().status).toBe('signed-out'))
    expect(getSupabase).not.toHaveBeenCalled()
    expect(store.getServerAuthSnapshot().status).toBe('loading')
  })

  it('loads the client when a session is stored and follows its events', async () => {
    localStorage.setItem('sb-127-auth-token', '{}')
    const { store, getSupabase, emit } = await loadStore()
    store.startAuth()
    await vi.waitFor(() => expect(getSupabase).toHaveBeenCalled())
    emit('INITIAL_SESSION', session())
    // Not signed in until the assurance level is known: no screen may show before a 2FA prompt.
    expect(store.getAuthSnapshot().status).toBe('loading')
    await settled()
    expect(store.getAuthSnapshot()).toMatchObject({ status: 'signed-in', user: { id: 'user-1' }, needsMfa: false })
    emit('SIGNED_OUT', null)
    expect(store.getAuthSnapshot().status).toBe('signed-out')
  })

  it('asks for the second factor at aal1 with a verified factor, and stops asking once verified', async () => {
    localStorage.setItem('sb-127-auth-token', '{}')
    const { store, fake, emit } = await loadStore()
    store.startAuth()
    await vi.waitFor(() => expect(fake.state.callback).not.toBeNull())
    fake.state.aal = { currentLevel: 'aal1', nextLevel: 'aal2' }
    emit('SIGNED_IN', session())
    await settled()
    expect(store.getAuthSnapshot()).toMatchObject({ status: 'signed-in', needsMfa: true })
    fake.state.aal = { currentLevel: 'aal2', nextLevel: 'aal2' }
    emit('MFA_CHALLENGE_VERIFIED', session())
    // The same user stays signed in while the level is re-checked.
    expect(store.getAuthSnapshot().status).toBe('signed-in')
    await settled()
    expect(store.getAuthSnapshot().needsMfa).toBe(false)
  })

  it('keeps a password-recovery session on the new-password step until it is done', async () => {
    localStorage.setItem('sb-127-auth-token', '{}')
    const { store, fake, emit } = await loadStore()
    store.startAuth()
    await vi.waitFor(() => expect(fake.state.callback).not.toBeNull())
    emit('PASSWORD_RECOVERY', session())
    await settled()
    expect(store.getAuthSnapshot().passwordRecovery).toBe(true)
    expect(store.isRecoveryRedirect()).toBe(true)
    store.finishPasswordRecovery()
    expect(store.getAuthSnapshot().passwordRecovery).toBe(false)
    emit('TOKEN_REFRESHED', session())
    await settled()
    expect(store.getAuthSnapshot().passwordRecovery).toBe(false)
  })

  it('loads the client when another tab signs in', async () => {
    const { store, getSupabase } = await loadStore()
    store.startAuth()
    await vi.waitFor(() => expect(store.getAuthSnapshot().status).toBe('signed-out'))
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: '{}' }))
    expect(getSupabase).toHaveBeenCalled()
  })

  it('names the account at the event itself, before the assurance check, so per-user state can go first (issue 13 item 3)', async () => {
    localStorage.setItem('sb-127-auth-token', '{}')
    const { store, getSupabase, emit } = await loadStore()
    const account = await import('./account.ts')
    const changes: [string | null, string | null | undefined][] = []
    account.onAccountChange((next, previous) => changes.push([next, previous]))
    store.startAuth()
    await vi.waitFor(() => expect(getSupabase).toHaveBeenCalled())
    emit('INITIAL_SESSION', session('user-a'))
    expect(account.getAccount()).toBe('user-a')
    expect(store.getAuthSnapshot().status).toBe('loading')
    await settled()
    emit('TOKEN_REFRESHED', session('user-a'))
    emit('SIGNED_IN', session('user-b'))
    emit('SIGNED_OUT', null)
    expect(changes).toEqual([
      ['user-a', undefined],
      ['user-b', 'user-a'],
      [null, 'user-b'],
    ])
  })

  it('names a visitor as no account when nothing is stored', async () => {
    const { store } = await loadStore()
    const account = await import('./account.ts')
    store.startAuth()
    await vi.waitFor(() => expect(account.getAccount()).toBeNull())
  })
})
