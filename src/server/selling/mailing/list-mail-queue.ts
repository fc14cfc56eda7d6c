import { PgBoss, type Db } from 'pg-boss'
import type { Database } from '../../db/database.ts'
import { log } from '../../observability/logger.ts'

/** pg-boss's tables live in their own schema, beside (never inside) the migrations' (decision 135). */
export const JOB_SCHEMA = 'pgboss'
/** One queue: "send this list mail" (the schedule itself lives in public.list_mails). */
export const LIST_MAIL_QUEUE = 'list-mail'

export interface ListMailJob {
  mailId: string
}

/**
 * pg-boss over the app's own database handle (decision 135): PGlite and PostgreSQL alike, through
 * `Database.rawSql`, so it needs no connection string, no second pool and no second PGlite. Pass
 * the background handle: its polls then queue behind requests (decision 78).
 */
export function jobDatabase(db: Database): Db {
  const rawSql = db.rawSql?.bind(db)
  if (!rawSql) throw new Error('This database cannot run the job queue (no rawSql).')
  return { executeSql: (text, values) => rawSql(text, values) }
}

export interface JobQueueOptions {
  /** How often an idle worker asks for a job, in seconds (pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number
  /** Maintenance (expiring the jobs of a process that died, deleting old ones); on by default. */
  supervise?: boolean
}

/**
 * Starts pg-boss: installs or migrates its schema (idempotent, under pg-boss's advisory lock, so
 * two replicas starting together is safe) and creates the list-mail queue. `stately` with the mail
 * id as singleton key: at most one job per mail queued and one running, across every replica, so
 * two processes never send the same mail at once.
 */
export async function startJobQueue(db: Database, options: JobQueueOptions = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    db: jobDatabase(db),
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: JOB_SCHEMA,
    // The schedule is ours (list_mails.send_at); no cron.
    schedule: false,
    supervise: options.supervise ?? true,
    // PGlite has no autovacuum statistics worth watching, and one process.
    monitorVacuum: db.kind === 'postgres',
  })
  // pg-boss reports its own trouble as events; unheard, an 'error' event would end the process.
  boss.on('error', (error) => log.error({ err: error }, 'Job queue (pg-boss) error'))
  boss.on('warning', (warning) => log.warn(`Job queue (pg-boss): ${warning.message}`))
  await boss.start()
  if (!(await boss.getQueue(LIST_MAIL_QUEUE))) await createQueue(boss)
  return boss
}

async function createQueue(boss: PgBoss): Promise<void> {
  try {
    await boss.createQueue(LIST_MAIL_QUEUE, {
      policy: 'stately',
      // A send that fails (SMTP down) is tried again later; the deliveries table keeps it exactly once.
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
      // One job sends a bounded batch. A running worker beats every 15 s; a process that died
      // holding a job misses its beats, and maintenance (any replica's) hands the job on.
      heartbeatSeconds: 30,
      expireInSeconds: 10 * 60,
    })
  } catch (error) {
    // Another replica created it a moment ago.
    if (!(await boss.getQueue(LIST_MAIL_QUEUE))) throw error
  }
}
