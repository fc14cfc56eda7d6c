import { describe, expect, it, vi } from 'vitest'
import { errorBody } from '@core/errors.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { ApiError } from '@web/lib/api-client.ts'
import { previewFailure, previewKey, requestCoverPreview } from './use-cover-preview.ts'

const payload: ExportDocument = {
  title: 'T',
  description: 'D',
  productType: 'guide',
  chapters: [{ title: 'One', content: '## One\n\nText' }],
}

describe('the live preview’s request', () => {
  it('asks the cover route for the small preview in the size shown, with the document as JSON', async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['jpeg'])))
    vi.stubGlobal('fetch', fetch)
    try {
      for (const size of ['front', 'square'] as const) await requestCoverPreview(size, payload, new AbortController().signal)
    } finally {
      vi.unstubAllGlobals()
    }
    const calls = fetch.mock.calls as unknown as [string, RequestInit][]
    expect(calls.map(([url, init]) => [url, init.method, new Headers(init.headers).get('content-type'), init.body])).toEqual([
      ['/api/export/cover?size=front&preview=true', 'POST', 'application/json', JSON.stringify(payload)],
      ['/api/export/cover?size=square&preview=true', 'POST', 'application/json', JSON.stringify(payload)],
    ])
  })

  it('is asked again for what the cover shows, not for the chapters’ text', () => {
    const key = previewKey(payload)
    expect(previewKey({ ...payload, chapters: [{ title: 'One', content: 'Other text' }] })).toBe(key)
    expect(previewKey({ ...payload, chapters: [{ title: 'Renamed', content: '' }] })).not.toBe(key)
    expect(previewKey({ ...payload, subtitle: 'S' })).not.toBe(key)
    expect(
      previewKey({ ...payload, cover: { layout: 'split', font: 'theme', palette: 'theme', image: { source: 'art', art: 'auto' } } }),
    ).not.toBe(key)
  })

  it('reads a failure by its code: busy is retried, a refusal the creator fixes is not, anything else may be', () => {
    const failure = (code: 'export_busy' | 'rate_limited' | 'export_too_large' | 'internal', status: number) =>
      previewFailure(new ApiError(status, JSON.stringify(errorBody(code)), code))
    expect(failure('export_busy', 503)).toMatchObject({ busy: true, retry: true })
    expect(failure('rate_limited', 429)).toMatchObject({ busy: true, retry: true })
    expect(failure('export_too_large', 413)).toMatchObject({ retry: false })
    expect(failure('export_too_large', 413).busy).toBeUndefined()
    expect(failure('internal', 500)).toMatchObject({ retry: true, message: '500: Something went wrong on our side. Please try again.' })
    expect(previewFailure(new TypeError('Failed to fetch'))).toMatchObject({
      retry: true,
      message: 'No connection to the server. Check your network and try again.',
    })
  })
})
