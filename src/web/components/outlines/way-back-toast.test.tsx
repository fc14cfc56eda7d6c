// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetGeneratorState } from '../../../../tests/support/generator-state.ts'
import { setAccount } from '@web/lib/auth/account.ts'
import { updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { toastWithWayBack, WAY_BACK_TEXT, WAY_BACK_TOAST_DURATION } from './way-back-toast.tsx'

const update = vi.hoisted(() => vi.fn())
const toast = vi.hoisted(() => vi.fn())
vi.mock('@web/components/ui/use-toast.ts', () => ({ toast }))

const PAID = { title: 'Payment successful!', description: 'Credits have been added to your account.' }
const savedId = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'

function api({ outlines = [] as unknown[], job = null as unknown } = {}) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/outlines?status=not_drafted') return Response.json({ outlines })
    if (url === '/api/draft/current') return Response.json({ job })
    return Response.json({}, { status: 404 })
  })
}

/** Renders the action the toast was updated with, as the Toaster would (inside the router). */
function renderAction() {
  const { action } = update.mock.calls[0]![0] as { action: ReactElement }
  render(<MemoryRouter>{action}</MemoryRouter>)
  return screen.getByRole('link', { name: WAY_BACK_TEXT })
}

beforeEach(() => {
  resetGeneratorState()
  setAccount('u1')
  toast.mockReturnValue({ id: '1', dismiss: () => {}, update })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toast.mockReset()
  update.mockReset()
})

describe("'Back to your outline' on the toast (issue 30)", () => {
  it('raises the toast at once and adds the action when the browser holds an outline', async () => {
    api()
    updateGeneratorForm({ topic: 'Podcasting', outline: { title: 'Podcasting 101', description: '', chapters: [{ title: 'Why' }] } })
    await toastWithWayBack(PAID)
    expect(toast).toHaveBeenCalledExactlyOnceWith(PAID)
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ duration: WAY_BACK_TOAST_DURATION }))
    expect(renderAction()).toHaveAttribute('href', '/')
  })

  it("leads to the server's outline not drafted by its id", async () => {
    api({
      outlines: [
        {
          id: savedId,
          title: 'Composting',
          productType: 'guide',
          chapterCount: 4,
          status: 'not_drafted',
          projectId: null,
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    })
    await toastWithWayBack(PAID)
    expect(renderAction()).toHaveAttribute('href', `/?outline=${savedId}`)
  })

  it('has no action when only a topic waits, or nothing, or the server cannot say', async () => {
    api()
    updateGeneratorForm({ topic: 'Only a topic' })
    await toastWithWayBack(PAID)
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline')
    })
    await toastWithWayBack(PAID)
    expect(toast).toHaveBeenCalledTimes(2)
    expect(update).not.toHaveBeenCalled()
  })
})
