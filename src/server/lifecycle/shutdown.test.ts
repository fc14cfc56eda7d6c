import { describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { ExportPool } from '../export/export-pool.ts'
import type { AppError } from '../http/app-error.ts'
import { Drain, shuttingDown } from './drain.ts'
import { gracefulShutdown, type ShutdownParts } from './shutdown.ts'

/** A clock the test moves: `wait(ms)` resolves when `advance` passes its deadline, never on the wall clock. */
function manualClock() {
  let now = 0
  const timers: { at: number; resolve: () => void }[] = []
  return {
    wait(ms: number) {
      return new Promise<void>((resolve) => timers.push({ at: now + ms, resolve }))
    },
    async advance(ms: number) {
      now += ms
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.resolve()
      }
      await settle()
    },
  }
}

/** Lets every promise chain that can move, move. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

function parts(overrides: Partial<ShutdownParts> = {}) {
  const steps: string[] = []
  const clock = manualClock()
  const drain = new Drain()
  const step =
    (name: string) =>
    (...args: unknown[]) => {
      steps.push(args.length && args[0] !== undefined ? `${name}(${(args[0] as AppError).body?.code ?? String(args[0])})` : name)
    }
  const all: ShutdownParts = {
    graceMs: 25_000,
    settleMs: 3_000,
    onDraining: step('onDraining'),
    drain,
    server: { close: step('server.close'), closeAllConnections: step('server.closeAllConnections') },
    exportPool: { close: step('exportPool.close') },
    sweeper: { stop: step('sweeper.stop') },
    db: { close: async () => void steps.push('db.close') },
    lock: { release: step('lock.release') },
    exit: step('exit'),
    wait: clock.wait,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    ...overrides,
  }
  return { steps, clock, drain, shutdown: gracefulShutdown(all) }
}

describe('gracefulShutdown', () => {
  it('stops the list-mail worker with the sweeper and closes the database only after its send in flight finished', async () => {
    let finishSend = () => undefined as void
    const sending = new Promise<void>((done) => (finishSend = done))
    const { steps, shutdown } = parts({
      listMail: {
        stop: async () => {
          steps.push('listMail.stop')
          await sending
          steps.push('listMail.stopped')
        },
      },
    })
    const done = shutdown('SIGTERM')
    await settle()
    expect(steps).toContain('listMail.stop')
    expect(steps).not.toContain('db.close')
    finishSend()
    await done
    expect(steps.indexOf('listMail.stopped')).toBeLessThan(steps.indexOf('db.close'))
  })

  it('with nothing in flight: marks draining first, stops accepting, closes everything, releases the lock, exits 0', async () => {
    const { steps, shutdown } = parts()
    await shutdown('SIGTERM')
    expect(steps).toEqual([
      'onDraining',
      'server.close',
      'sweeper.stop',
      'exportPool.close(shutting_down)',
      'server.closeAllConnections',
      'db.close',
      'lock.release',
      'exit(0)',
    ])
  })

  it('waits for in-flight work to finish within the grace, and hands nothing back', async () => {
    const { steps, clock, drain, shutdown } = parts()
    let finish!: () => void
    void drain.track(new Promise<void>((resolve) => (finish = resolve)))
    const done = shutdown('SIGTERM')
    await clock.advance(24_000)
    expect(drain.draining).toBe(true)
    expect(steps).not.toContain('db.close')
    finish()
    await done
    expect(drain.handBack.aborted).toBe(false)
    expect(steps.slice(-3)).toEqual(['db.close', 'lock.release', 'exit(0)'])
  })

  it('past the grace: hands back (aborts the work, fails the exports with shutting_down), gives the answers time to go, then closes', async () => {
    const { steps, clock, drain, shutdown } = parts()
    // Work that stops only when it is handed back, as a draft chapter does.
    void drain.track(new Promise<void>((resolve) => drain.handBack.addEventListener('abort', () => setImmediate(resolve))))
    const done = shutdown('SIGTERM')
    await clock.advance(24_999)
    expect(drain.handBack.aborted).toBe(false)
    await clock.advance(1)
    expect(drain.handBack.aborted).toBe(true)
    expect((drain.handBack.reason as AppError).body.code).toBe('shutting_down')
    await done
    expect(steps).toEqual([
      'onDraining',
      'server.close',
      'sweeper.stop',
      'exportPool.close(shutting_down)',
      'exportPool.close(shutting_down)',
      'server.closeAllConnections',
      'db.close',
      'lock.release',
      'exit(0)',
    ])
  })

  it('closes after the settle time even when handed-back work never ends', async () => {
    const { steps, clock, drain, shutdown } = parts()
    void drain.track(new Promise<void>(() => undefined))
    const done = shutdown('SIGTERM')
    await clock.advance(25_000)
    expect(steps).not.toContain('db.close')
    await clock.advance(3_000)
    await done
    expect(steps.at(-1)).toBe('exit(0)')
  })

  it('a second signal during the drain exits at once, the lock released', async () => {
    const { steps, drain, shutdown } = parts()
    void drain.track(new Promise<void>(() => undefined))
    void shutdown('SIGTERM')
    await settle()
    await shutdown('SIGINT')
    expect(steps.slice(-2)).toEqual(['lock.release', 'exit(130)'])
    expect(steps).not.toContain('db.close')
  })

  it('still closes the database, releases the lock and exits when a step throws', async () => {
    const { steps, shutdown } = parts({
      sweeper: {
        stop: () => {
          throw new Error('boom')
        },
      },
    })
    await shutdown('SIGTERM')
    expect(steps.slice(-3)).toEqual(['db.close', 'lock.release', 'exit(1)'])
  })
})

describe('the export pool closed by a shutdown', () => {
  it('answers what is asked of it afterwards with shutting_down (retryable), not export_busy', async () => {
    const book = { title: 'T', description: 'D', productType: 'ebook', chapters: [{ title: 'C', content: '## C' }] } as ExportDocument
    const pool = new ExportPool({ workers: 1, timeLimitMs: 60_000, memoryMb: 1024, perUser: 3, queueLimit: 10 })
    const slot = pool.hold('ann')
    pool.close(shuttingDown())
    pool.close()
    expect(() => pool.hold('bob')).toThrow(expect.objectContaining({ body: expect.objectContaining({ code: 'shutting_down' }) }))
    const refused = pool.run('ann', 'pdf', book, undefined, undefined, slot)
    await expect(refused).rejects.toMatchObject({ status: 503, body: { code: 'shutting_down' }, retryAfterSeconds: 2 })
  })
})
