import { describe, expect, it } from 'vitest'
import { FairQueue } from './export-queue.ts'

describe('FairQueue', () => {
  it('serves users in turn, however many items one of them queued', () => {
    const queue = new FairQueue<string>()
    for (const item of ['a1', 'a2', 'a3', 'a4']) queue.push('a', item)
    queue.push('b', 'b1')
    queue.push('c', 'c1')
    queue.push('b', 'b2')
    const order: string[] = []
    for (let next = queue.shift(); next; next = queue.shift()) order.push(next.item)
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4'])
    expect(queue.size).toBe(0)
  })

  it('skips users who may not start another item now, and gives a removed item up', () => {
    const queue = new FairQueue<string>()
    queue.push('a', 'a1')
    queue.push('a', 'a2')
    queue.push('b', 'b1')
    expect(queue.shift((user) => user === 'a')).toEqual({ user: 'b', item: 'b1' })
    expect(queue.shift((user) => user === 'a')).toBeUndefined()
    expect(queue.remove('a', 'a1')).toBe(true)
    expect(queue.remove('a', 'a1')).toBe(false)
    expect(queue.size).toBe(1)
    expect(queue.shift()).toEqual({ user: 'a', item: 'a2' })
  })
})
