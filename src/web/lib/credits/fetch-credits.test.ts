import { afterEach, describe, expect, it, vi } from 'vitest'

type ProfileAnswer = { data: unknown; error: unknown }
// A plain function rather than vi.fn: vitest reports a rejection a vi.fn returned even once it is caught.
let profileRead: (() => Promise<ProfileAnswer>) | null = null

vi.mock('../supabase.ts', () => ({
  getSupabase: async () => ({
    from: (table: string) => {
      expect(table).toBe('profiles')
      return { select: () => ({ eq: () => ({ single: () => (profileRead ? profileRead() : Promise.reject(new Error('unexpected'))) }) }) }
    },
  }),
}))

const { fetchCredits } = await import('./fetch-credits.ts')

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )
}

describe('fetchCredits', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    profileRead = null
  })

  it('reads GET /api/__debug/credits', async () => {
    answer(200, { credits: 12 })
    expect(await fetchCredits('u1')).toBe(12)
  })

  it('falls back to the profile when the API has none (404)', async () => {
    answer(404, { code: 'not_found', message: 'Not found.' })
    profileRead = async () => ({ data: { credits: 2 }, error: null })
    expect(await fetchCredits('u1')).toBe(2)
  })

  it('shows 0 when the profile read fails too', async () => {
    answer(500, { code: 'internal', message: 'x' })
    profileRead = async () => ({ data: null, error: { code: 'PGRST116', message: 'none' } })
    expect(await fetchCredits('u1')).toBe(0)
    profileRead = async () => {
      throw new Error('network')
    }
    expect(await fetchCredits('u1')).toBe(0)
  })

  it('does not trust a malformed answer', async () => {
    answer(200, { credits: 'lots' })
    profileRead = async () => ({ data: { credits: 7 }, error: null })
    expect(await fetchCredits('u1')).toBe(7)
  })
})
