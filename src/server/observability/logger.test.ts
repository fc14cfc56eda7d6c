import { describe, expect, it } from 'vitest'
import { captureLog } from '../../../tests/support/capture-log.ts'
import { loadConfig } from '../config.ts'
import { createLogger, log, logSettings } from './logger.ts'
import { noteRequestUser, withRequest } from './request-context.ts'

function written(format: 'json' | 'pretty', write: (logger: ReturnType<typeof createLogger>) => void): string {
  let out = ''
  write(createLogger({ level: 'info', format }, { write: (chunk: string) => void (out += chunk) }))
  return out
}

describe('the logger', () => {
  it('takes its level and format from the config', () => {
    expect(logSettings(loadConfig({}))).toEqual({ level: 'info', format: 'pretty' })
    expect(logSettings(loadConfig({ NODE_ENV: 'test' }))).toEqual({ level: 'warn', format: 'pretty' })
    expect(logSettings(loadConfig({ NODE_ENV: 'production', AI_PROVIDER: 'offline' }))).toEqual({ level: 'info', format: 'json' })
    expect(logSettings(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }))).toEqual({
      level: 'debug',
      format: 'json',
    })
  })

  it('writes one parseable JSON object per line in the json format', () => {
    const out = written('json', (logger) => {
      logger.info('Folio is running at http://127.0.0.1:3000')
      logger.error({ err: new Error('disk full') }, 'Saving failed')
      logger.debug('below the level')
    })
    const lines = out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'Folio is running at http://127.0.0.1:3000' })
    expect(new Date(lines[0].time).toISOString()).toBe(lines[0].time)
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'Saving failed', err: { type: 'Error', message: 'disk full' } })
    expect(lines[1].err.stack).toContain('logger.test.ts')
  })

  it('writes readable lines in the pretty format, with the short request id', () => {
    const out = written('pretty', (logger) => {
      logger.info('Folio is running at http://127.0.0.1:3000 (database: PostgreSQL)')
      withRequest({ requestId: '1a2b3c4d-0000-4000-8000-000000000000' }, () =>
        logger.info({ method: 'GET', path: '/api/me', status: 200, ms: 3 }, 'GET /api/me 200 3 ms'),
      )
    })
    expect(out).not.toContain('{')
    expect(out).toMatch(/INFO.*: Folio is running at http:\/\/127\.0\.0\.1:3000 \(database: PostgreSQL\)\n/)
    expect(out).toMatch(/INFO.*: GET \/api\/me 200 3 ms \(request 1a2b3c4d\)\n/)
    expect(out).not.toContain('pid')
  })

  it('adds the request id and user to every line written while the request is served', async () => {
    const out = written('json', (logger) =>
      withRequest({ requestId: 'req-1' }, () => {
        logger.warn('before the token is checked')
        noteRequestUser('user-ann')
        logger.warn('after')
      }),
    )
    const [before, after] = out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect([before.requestId, before.userId]).toEqual(['req-1', undefined])
    expect([after.requestId, after.userId]).toEqual(['req-1', 'user-ann'])
  })

  it('lets a test read what the one logger of the process wrote', async () => {
    const lines = captureLog()
    await withRequest({ requestId: 'req-2' }, async () => {
      await Promise.resolve()
      log.warn('from deep inside a request')
    })
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'from deep inside a request', requestId: 'req-2' })])
  })
})
