import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LaunchKitEditRequest, LaunchKitResponse } from '@core/launch-kit-schemas.ts'
import { PieceSaveQueue, type SaveFailure } from './piece-save-queue.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const answer = {} as LaunchKitResponse
const transient: SaveFailure = { retry: true, offline: true, message: 'offline' }

function setup(save: (edit: LaunchKitEditRequest) => Promise<LaunchKitResponse> = async () => answer) {
  const sent: LaunchKitEditRequest[] = []
  const leaving: LaunchKitEditRequest[] = []
  const queue = new PieceSaveQueue({
    save: (edit) => {
      sent.push(edit)
      return save(edit)
    },
    saveOnLeave: (edit) => {
      leaving.push(edit)
      return true
    },
    classify: (error) => (error === 'fatal' ? { retry: false, offline: false, message: 'refused' } : transient),
  })
  queue.open()
  return { queue, sent, leaving }
}

describe('PieceSaveQueue', () => {
  it('sends the newest value of each edited piece after a quiet spell, one request at a time', async () => {
    const { queue, sent } = setup()
    queue.change('kdp', { n: 1 })
    queue.change('kdp', { n: 2 })
    queue.change('etsy', { n: 3 })
    expect(queue.getStatus()).toEqual({ state: 'saving' })
    await vi.advanceTimersByTimeAsync(799)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toEqual([
      { piece: 'kdp', value: { n: 2 } },
      { piece: 'etsy', value: { n: 3 } },
    ])
    expect(queue.getStatus()).toEqual({ state: 'saved' })
    expect(queue.dirty).toBe(false)
  })

  it('sends an edit made while its piece was out once more, after it', async () => {
    let release: () => void = () => {}
    const { queue, sent } = setup(
      () =>
        new Promise((resolve) => {
          release = () => resolve(answer)
        }),
    )
    queue.change('social', { n: 1 })
    await vi.advanceTimersByTimeAsync(800)
    queue.change('social', { n: 2 })
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.has('social')).toBe(true)
    release()
    await vi.advanceTimersByTimeAsync(800)
    release()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.map((e) => e.value)).toEqual([{ n: 1 }, { n: 2 }])
    expect(queue.dirty).toBe(false)
  })

  it('retries a transient failure with backoff and stops on any other until the next edit or Retry', async () => {
    let failWith: unknown = 'offline'
    const { queue, sent } = setup(async () => {
      if (failWith) throw failWith
      return answer
    })
    queue.change('leadMagnet', { n: 1 })
    await vi.advanceTimersByTimeAsync(800)
    expect(queue.getStatus()).toEqual({ state: 'retrying', offline: true })
    failWith = 'fatal'
    await vi.advanceTimersByTimeAsync(1000)
    expect(queue.getStatus()).toEqual({ state: 'failed', message: 'refused' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(sent).toHaveLength(2)
    failWith = null
    queue.retryNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(3)
    expect(queue.getStatus()).toEqual({ state: 'saved' })
  })

  it('drops a piece’s unsent edit when it is regenerated, and settles before a download', async () => {
    const { queue, sent } = setup()
    queue.change('salesPage', { n: 1 })
    queue.discard('salesPage')
    expect(queue.getStatus()).toEqual({ state: 'saved' })
    queue.change('emails', { n: 2 })
    const settled = queue.settle()
    await vi.advanceTimersByTimeAsync(0)
    await settled
    expect(sent).toEqual([{ piece: 'emails', value: { n: 2 } }])
  })

  it('sends what is left with keepalive when the page goes, and at once when the screen closes', async () => {
    const { queue, sent, leaving } = setup()
    queue.change('kdp', { n: 1 })
    queue.flushOnLeave()
    expect(leaving).toEqual([{ piece: 'kdp', value: { n: 1 } }])
    expect(queue.dirty).toBe(false)
    queue.change('etsy', { n: 2 })
    queue.close()
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toEqual([{ piece: 'etsy', value: { n: 2 } }])
    queue.change('etsy', { n: 3 })
    expect(queue.dirty).toBe(false)
  })
})
