// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STARTER_KITS } from '@core/starter-kits.ts'
import { KIT_QUEUE_KEY } from '@web/lib/generator/kit-queue-flag.ts'

/** Fresh copies of Start Kit, the queue, the form store and the account they follow (their state is module-level). */
async function load() {
  vi.resetModules()
  const account = await import('@web/lib/auth/account.ts')
  const store = await import('@web/lib/generator/generator-store.ts')
  const queue = await import('@web/lib/generator/kit-queue.ts')
  const flag = await import('@web/lib/generator/kit-queue-flag.ts')
  const start = await import('./start-kit.ts')
  return { ...queue, ...flag, ...start, setAccount: account.setAccount, form: store.getGeneratorForm }
}

const fitness = STARTER_KITS.find((k) => k.id === 'fitness-entrepreneur')!
const stored = () =>
  JSON.parse(localStorage.getItem(KIT_QUEUE_KEY) ?? 'null') as { owner: string | null; kit: string; next: { title: string }[] } | null

describe("'Start Kit' and its queue (issue 30)", () => {
  beforeEach(() => localStorage.clear())

  it("'Start Kit' fills in the first template and queues the others; they come one at a time, then the queue is gone", async () => {
    const q = await load()
    q.setAccount('user-a')
    expect(q.hasKitQueue()).toBe(false)
    q.startKit(fitness)
    expect(q.form().topic).toBe(fitness.firstTemplate.topic)
    expect(q.hasKitQueue()).toBe(true)
    expect(stored()).toMatchObject({ owner: 'user-a', kit: fitness.title })
    expect(stored()?.next.map((t) => t.title)).toEqual(['Home Workout Ebook', 'Meal Prep Planner'])
    expect(q.readKitQueue()).toMatchObject({ kit: fitness.title, next: { title: 'Home Workout Ebook', productType: 'ebook' }, after: 1 })

    expect(q.takeNextKitTemplate()?.title).toBe('Home Workout Ebook')
    expect(q.form()).toMatchObject({ productType: 'ebook', topic: expect.stringMatching(/workout/i) })
    expect(q.readKitQueue()).toMatchObject({ next: { title: 'Meal Prep Planner' }, after: 0 })
    expect(q.takeNextKitTemplate()?.title).toBe('Meal Prep Planner')
    expect(q.form().productType).toBe('planner')
    expect(q.readKitQueue()).toBeNull()
    expect(q.hasKitQueue()).toBe(false)
  })

  it('is dismissed for good', async () => {
    const q = await load()
    q.setAccount('user-a')
    q.startKit(fitness)
    const seen: number[] = []
    q.subscribeKitQueue(() => seen.push(1))
    q.dismissKitQueue()
    expect(q.hasKitQueue()).toBe(false)
    expect(q.readKitQueue()).toBeNull()
    expect(seen.length).toBe(1)
  })

  it("is one person's: a visitor's passes to who signs in, a user's is deleted unread by anyone else (decision 0029)", async () => {
    let q = await load()
    q.setAccount(null)
    q.startKit(fitness)
    expect(stored()?.owner).toBeNull()
    q = await load()
    expect(q.readKitQueue()).toBeNull() // the session check has not answered yet
    q.setAccount('user-a')
    expect(q.readKitQueue()?.next.title).toBe('Home Workout Ebook')
    expect(stored()?.owner).toBe('user-a')

    q = await load()
    q.setAccount('user-b')
    expect(q.readKitQueue()).toBeNull()
    expect(q.hasKitQueue()).toBe(false)

    q = await load()
    q.setAccount('user-a')
    q.startKit(fitness)
    q.setAccount(null)
    expect(q.readKitQueue()).toBeNull()
    expect(q.hasKitQueue()).toBe(false)
  })

  it('ignores what it cannot read', async () => {
    const q = await load()
    q.setAccount('user-a')
    localStorage.setItem(KIT_QUEUE_KEY, '{"owner":"user-a","kitId":"old-shape","titles":["Home Workout Ebook"]}')
    expect(q.readKitQueue()).toBeNull()
    expect(q.hasKitQueue()).toBe(false)
    const bad = {
      owner: 'user-a',
      kit: 'K',
      next: [{ title: 'T', topic: 'x', productType: 'poster', tone: 'friendly', targetAudience: '' }],
    }
    localStorage.setItem(KIT_QUEUE_KEY, JSON.stringify(bad))
    expect(q.readKitQueue()).toBeNull()
    localStorage.setItem(KIT_QUEUE_KEY, 'not json')
    expect(q.readKitQueue()).toBeNull()
    expect(q.hasKitQueue()).toBe(false)
  })
})
