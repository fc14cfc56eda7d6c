// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Toaster } from '@web/components/ui/toaster.tsx'
import { setUpEditorPanelTests, toasts } from '../../../../../tests/support/editor-panel-test.ts'
import { ListingImages } from './listing-images.tsx'

setUpEditorPanelTests(() => import('@core/publishing-schemas.ts'))

const doc: ProjectDocument = {
  title: 'Swing Stronger After 40',
  description: 'Strength for golfers',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'One', content: '## One\n\nText' }],
  publishing: { author: 'Jane Doe', theme: 'elegant', trimSize: '6x9' },
}

/** The export requests, each answered with a JPEG named as the server names it; `hold` keeps the answers back. */
function imageApi() {
  const sent: { url: string; body: Record<string, unknown> }[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
    await held
    const size = new URL(url, 'http://x').searchParams.get('size')
    const name = `swing-stronger-after-40-${size === null ? 'cover' : size}.jpg`
    return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
      headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': `attachment; filename="${name}"` },
    })
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }))
  return { sent, release }
}

const toastSaying = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument(), { timeout: 5000 })

describe('ListingImages (issue 27 item 4, decision 86)', () => {
  it('lists every image with its pixel size and what it is for', () => {
    render(<ListingImages getDocument={() => doc} projectId="a1b2" />)
    const group = screen.getByRole('group', { name: 'Listing images' })
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ebook cover1600 × 2560 · Front cover for Amazon KDP and Apple Books',
      'Square2000 × 2000 · Etsy and Instagram square',
      "Gumroad cover1280 × 720 · Gumroad's product cover",
      'Link preview1200 × 630 · Shown when a link to the book is shared',
      'Tablet mockup2700 × 2025 · Etsy listing photo: the cover on a tablet',
      'Printed pages mockup2700 × 2025 · Etsy listing photo: the book on its printed pages',
      'Open book mockup2700 × 2025 · Etsy listing photo: two real pages, open',
    ])
  })

  it('downloads each size from the cover endpoint with the document as it is, one at a time, with toasts', async () => {
    const api = imageApi()
    render(
      <>
        <ListingImages getDocument={() => doc} projectId="a1b2" />
        <Toaster />
      </>,
    )
    const user = userEvent.setup()
    const group = screen.getByRole('group', { name: 'Listing images' })
    await user.click(within(group).getByRole('button', { name: 'Download Printed pages mockup (2700 × 2025)' }))
    await waitFor(() => expect(api.sent).toHaveLength(1))
    expect(api.sent[0]).toEqual({
      url: '/api/export/cover?size=mockup-2',
      body: expect.objectContaining({ title: doc.title, productType: 'guide', theme: 'elegant', trimSize: '6x9', projectId: 'a1b2' }),
    })
    // One export at a time: every download waits.
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled()
    api.release()
    await toastSaying('Printed Pages Mockup Export Complete')
    expect(toasts().getByText('Downloaded: swing-stronger-after-40-mockup-2.jpg')).toBeInTheDocument()

    for (const [name, url, toast] of [
      ['Download Link preview (1200 × 630)', '/api/export/cover?size=og', 'Link Preview Export Complete'],
      ['Download Ebook cover (1600 × 2560)', '/api/export/cover', 'Cover Export Complete'],
    ] as const) {
      const button = within(group).getByRole('button', { name })
      await waitFor(() => expect(button).toBeEnabled())
      await user.click(button)
      await toastSaying(toast)
      expect(api.sent.at(-1)?.url).toBe(url)
    }
  })
})
