import type { Config } from '../config.ts'

type MailConfig = Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'siteUrl'>

/** The outbox page exists only where mail really goes to the outbox, and never in production. */
export function devOutboxServed(config: Pick<Config, 'NODE_ENV' | 'SMTP_URL'>): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production'
}

/** One line for the start-up log: where the auth e-mails (sign-up, recovery, links) go. */
export function mailDestination(config: MailConfig): string {
  if (config.SMTP_URL) {
    const smtp = new URL(config.SMTP_URL)
    // Never the credentials: only the server.
    return `Mail: sent through ${smtp.protocol}//${smtp.host}.`
  }
  if (devOutboxServed(config)) {
    return `Mail: no SMTP_URL, so auth e-mails go to the local outbox at ${config.siteUrl}/dev/mail (shown to this machine only).`
  }
  return 'Mail: no SMTP_URL is set, so auth e-mails (confirmations, password resets, sign-in links) are not delivered. Set SMTP_URL.'
}
