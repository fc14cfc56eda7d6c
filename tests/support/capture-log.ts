import { afterAll, beforeAll, onTestFinished } from 'vitest'
import { createLogger, type LogLevel, type Logger, redirectLog } from '../../src/server/observability/logger.ts'

/** One JSON log line as the server writes it (README § Operating Folio). */
export interface LogLine {
  level: string
  msg: string
  time: string
  requestId?: string
  userId?: string
  err?: { type: string; message: string; stack: string }
  [key: string]: unknown
}

const into = (lines: LogLine[]) => ({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) })

/** A logger of its own for an app under test (AppDeps.logger), and the lines it wrote. */
export function testLogger(level: LogLevel = 'trace'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = []
  return { logger: createLogger({ level, format: 'json' }, into(lines)), lines }
}

/**
 * The lines the process's one logger writes during this test (code without a request context:
 * generation, exports, workers). Also keeps them off the test output; call it in the test or its
 * beforeEach. The logger goes back to standard output when the test ends.
 */
export function captureLog(level: LogLevel = 'trace'): LogLine[] {
  const lines: LogLine[] = []
  onTestFinished(redirectLog(into(lines), level))
  return lines
}

/** The same for a whole suite: call it where the suite is declared, not inside a hook or a test. */
export function captureSuiteLog(level: LogLevel = 'trace'): LogLine[] {
  const lines: LogLine[] = []
  let stop = () => {}
  beforeAll(() => void (stop = redirectLog(into(lines), level)))
  afterAll(() => stop())
  return lines
}

/** The messages of the captured lines at `level` (e.g. 'warn'): what the old console spies asserted. */
export const messages = (lines: LogLine[], level?: string) => lines.filter((l) => !level || l.level === level).map((l) => l.msg)
