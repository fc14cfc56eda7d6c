import type { Queryable } from '../db/database.ts'

export interface OutboxMail {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string
  /** Embedded migration 0006 (issue 33): who it is from and its extra headers (List-Unsubscribe…). */
  from_address: string | null
  headers: Record<string, string>
  created_at: Date
}

interface OutboxInput {
  to: string
  subject: string
  text: string
  html: string
  from?: string
  headers?: Record<string, string>
}

export async function insertOutboxMail(db: Queryable, mail: OutboxInput): Promise<void> {
  await db.query(
    'insert into auth.mail_outbox (to_address, subject, text_body, html_body, from_address, headers) values ($1, $2, $3, $4, $5, $6::jsonb)',
    [mail.to, mail.subject, mail.text, mail.html, mail.from ?? null, JSON.stringify(mail.headers ?? {})],
  )
}

export async function listOutboxMail(db: Queryable, limit: number): Promise<OutboxMail[]> {
  return (await db.query<OutboxMail>('select * from auth.mail_outbox order by created_at desc, id desc limit $1', [limit])).rows
}

export async function latestOutboxMailTo(db: Queryable, to: string): Promise<OutboxMail | undefined> {
  return (
    await db.query<OutboxMail>(
      'select * from auth.mail_outbox where lower(to_address) = lower($1) order by created_at desc, id desc limit 1',
      [to],
    )
  ).rows[0]
}
