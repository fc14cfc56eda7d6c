import pino, { type DestinationStream, type Logger } from 'pino'
import { prettyFactory } from 'pino-pretty'
import { requestReference } from '@core/errors.ts'
import { type Config, logEnv } from '../config.ts'
import { currentRequest } from './request-context.ts'

export type { Logger }

export type LogLevel = NonNullable<Config['LOG_LEVEL']>

export interface LogSettings {
  level: LogLevel
  format: 'json' | 'pretty'
}

/** README § Operating Folio: LOG_LEVEL unset is info (warn under NODE_ENV=test); LOG_FORMAT unset is json in production. */
export function logSettings(config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL' | 'LOG_FORMAT'>): LogSettings {
  return {
    level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
    format: config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty'),
  }
}

// The access line's fields are in its message already; the pretty form shows the rest below it.
const PRETTY_HIDDEN = 'pid,hostname,requestId,userId,method,path,route,status,ms'

/**
 * Readable lines for a person, formatted in this thread as each line is written: no worker-thread
 * transport, so nothing is lost when the process exits at once (a failed start) and tests see every line.
 */
function prettyStream(destination: DestinationStream): DestinationStream {
  const format = prettyFactory({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: PRETTY_HIDDEN,
    messageFormat: (line, key) => {
      const id = typeof line.requestId === 'string' ? ` (request ${requestReference(line.requestId)})` : ''
      return `${String(line[key])}${id}`
    },
  })
  return { write: (line: string) => destination.write(format(line)) }
}

/** Standard output (written synchronously) or a test's destination, in the chosen format. */
function streamFor(format: LogSettings['format'], destination?: DestinationStream, fd: 1 | 2 = 1): DestinationStream {
  const out = destination ?? pino.destination({ dest: fd, sync: true })
  return format === 'json' ? out : prettyStream(out)
}

/**
 * A logger in Folio's shape: ISO time, the level's name, and the current request's id and user on
 * every line written while a request is served (request-context.ts). `destination` is standard
 * output unless a test passes its own; it receives JSON lines, which `pretty` turns into text.
 */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  return pino(
    {
      level: settings.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest()
        if (!request) return {}
        return request.userId ? { requestId: request.requestId, userId: request.userId } : { requestId: request.requestId }
      },
    },
    streamFor(settings.format, destination),
  )
}

// The one logger of this process, for code that runs without a request's Hono context (workers,
// the sweeper, providers, renderers). It exists from import time, set from the environment alone;
// main.ts sets it from the validated config. Its stream is a switch, so a setting or a test's
// capture reaches every module that imported it (decision 112).
const stdoutStreams = new Map<string, DestinationStream>()
function stdoutStream(format: LogSettings['format'], fd: 1 | 2 = 1): DestinationStream {
  let stream = stdoutStreams.get(`${format}:${fd}`)
  if (!stream) stdoutStreams.set(`${format}:${fd}`, (stream = streamFor(format, undefined, fd)))
  return stream
}

const fromEnv = logSettings(logEnv())
let target = stdoutStream(fromEnv.format)
const redirects: { target: DestinationStream; level: string }[] = []
let unredirected = { target, level: fromEnv.level as string }

export const log: Logger = createLogger({ level: fromEnv.level, format: 'json' }, { write: (line: string) => target.write(line) })

/**
 * Sets the one logger's level and format (main.ts, from the config). `fd` 2 sends it to standard
 * error instead, for a command whose standard output is its answer (auth/service-key-cli.ts).
 */
export function configureLog(settings: LogSettings, fd: 1 | 2 = 1): Logger {
  target = stdoutStream(settings.format, fd)
  log.level = settings.level
  return log
}

/**
 * Sends the one logger's lines (as JSON) to `destination` at `level` until the returned function
 * is called: how tests read what code without a request context logged.
 */
export function redirectLog(destination: DestinationStream, level: LogLevel = 'trace'): () => void {
  const redirect = { target: destination, level: level as string }
  if (redirects.length === 0) unredirected = { target, level: log.level }
  redirects.push(redirect)
  target = destination
  log.level = level
  return () => {
    // Undone in any order: the newest redirect still standing wins, else what was before them all.
    const at = redirects.indexOf(redirect)
    if (at >= 0) redirects.splice(at, 1)
    const now = redirects.at(-1) ?? unredirected
    target = now.target
    log.level = now.level
  }
}
