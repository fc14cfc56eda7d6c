// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthStatus } from '../auth/auth-state.ts'
import { loadedQueryClient } from '../app-query-client.ts'
import { useCredits } from './use-credits.ts'

let status: AuthStatus = 'signed-out'
vi.mock('../auth/use-auth.ts', () => ({ useAuth: () => ({ status, user: status === 'signed-in' ? { id: 'u1' } : null }) }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useCredits', () => {
  it('knows no balance for a visitor and loads no query cache for them', async () => {
    status = 'signed-out'
    const { result } = renderHook(() => useCredits())
    expect(result.current).toMatchObject({ credits: null, signedIn: false })
    expect(result.current.spend(2)).toBeNull()
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(loadedQueryClient()).toBeUndefined()
  })

  it("reads a signed-in user's balance into the app's cache, and lowers it after spending", async () => {
    status = 'signed-in'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ credits: 12 })),
    )
    const { result } = renderHook(() => useCredits())
    await waitFor(() => expect(result.current.credits).toBe(12))
    expect(loadedQueryClient()?.getQueryData(['user', 'u1', 'credits'])).toBe(12)
    act(() => void result.current.spend(2))
    await waitFor(() => expect(result.current.credits).toBe(10))
    expect(result.current.get()).toBe(10)
  })
})
