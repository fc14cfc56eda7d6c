import nodemailer, { type Transporter } from 'nodemailer'
import { isEmailAddress } from '@core/email-address.ts'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import { mailMessages } from '../observability/metrics.ts'
import { insertOutboxMail } from './mail.queries.ts'

/** The auth mails (templates.ts) and selling's (issue 33); GET /metrics counts mail by it. */
export type MailKind =
  | 'confirmation'
  | 'recovery'
  | 'magic_link'
  | 'invite'
  | 'email_change'
  | 'reauthentication'
  // Selling (issue 33): transactional mail from MAIL_FROM, list mail from LIST_MAIL_FROM.
  | 'optin_confirm'
  | 'receipt'
  | 'download_link'
  | 'update_offer'
  | 'list'

export interface Mail {
  /** Absent for a mail made by hand (tests): counted as `other`. */
  kind?: MailKind
  to: string
  subject: string
  text: string
  html: string
  /** Absent: MAIL_FROM. List mail comes from LIST_MAIL_FROM, never the receipts' address (issue 33). */
  from?: string
  replyTo?: string
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on list mail. */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

// One transport per SMTP URL for the process: mailers are created per request (each with the
// request's transaction for the outbox), the SMTP settings never change.
const transports = new Map<string, Transporter>()

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url)
  if (!transport) {
    // Short timeouts: a send runs inside a request, and nodemailer waits minutes by default.
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    transports.set(url, transport)
  }
  return transport
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise stores the mail in auth.mail_outbox (read it
 * at /dev/mail). Pass the transaction that issued the mail's token as `db`, so that a rolled-back
 * request leaves no mail in the outbox and PGlite's single connection is not asked twice.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Queryable): Mailer {
  return counted(config.SMTP_URL ? 'smtp' : 'outbox', transportMailer(config, db))
}

/** Counts each mail sent or failed by kind and transport (folio_mail_messages_total); the send itself is untouched. */
function counted(transport: 'smtp' | 'outbox', mailer: Mailer): Mailer {
  return {
    async send(mail) {
      const labels = { kind: mail.kind ?? 'other', transport }
      try {
        await mailer.send(mail)
      } catch (error) {
        mailMessages.inc({ ...labels, outcome: 'failed' })
        throw error
      }
      mailMessages.inc({ ...labels, outcome: 'sent' })
    },
  }
}

function transportMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, db: Queryable): Mailer {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = config
  if (smtpUrl) {
    return {
      async send(mail) {
        // An address object, not a string: nodemailer parses strings as address lists, and
        // "victim,attacker@evil.com" would then reach the attacker.
        const to = { name: '', address: plainAddress(mail.to) }
        await smtpTransport(smtpUrl).sendMail({
          from: mail.from ?? from,
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: { name: '', address: plainAddress(mail.replyTo) } } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
        })
      },
    }
  }
  return { send: async (mail) => insertOutboxMail(db, { ...mail, from: mail.from ?? from, to: plainAddress(mail.to) }) }
}

/** The recipient, if it is one plain address; the routes refuse anything else first, so this is a guard. */
function plainAddress(to: string): string {
  if (!isEmailAddress(to)) throw new Error(`Refusing to mail an invalid address: ${JSON.stringify(to)}`)
  return to
}
