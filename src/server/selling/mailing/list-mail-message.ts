import { escapeHtml } from '@core/html-escape.ts'
import type { Mail } from '../../mail/mailer.ts'
import { listUnsubscribeHeaders } from '../leads/unsubscribe-link.ts'
import type { SellerProfileRow } from '../shared/selling.queries.ts'

/**
 * LIST_MAIL_FROM with the seller's store name as the display name ("Ada's Books via Folio"): list
 * mail never comes from MAIL_FROM, so a list's complaints cannot hurt the receipts' reputation.
 */
export function listMailFrom(listMailFrom: string, storeName: string): string {
  const address = /<([^<>\s]+)>\s*$/.exec(listMailFrom)?.[1] ?? listMailFrom.trim()
  // Characters that would end the quoted name or start a second address go.
  const name = storeName
    .replace(/["\\<>,;:\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return name ? `"${name} via Folio" <${address}>` : listMailFrom
}

export interface ListMailParts {
  to: string
  subject: string
  body: string
  profile: Pick<SellerProfileRow, 'store_name' | 'postal_address' | 'reply_to'>
  unsubscribeUrl: string
  from: string
}

/**
 * One list mail as it leaves: the creator's text (Markdown shown as plain text: paragraphs and
 * line breaks kept), then the footer CAN-SPAM asks for — the unsubscribe link and the seller's
 * postal address — and the RFC 8058 one-click headers with the same link.
 */
export function listMailMessage(parts: ListMailParts): Mail {
  const store = parts.profile.store_name.trim()
  const why = store ? `You get this because you subscribed to ${store}'s list.` : 'You get this because you subscribed to this list.'
  const address = parts.profile.postal_address.trim()
  const text = `${parts.body.trim()}\n\n--\n${why}\nUnsubscribe with one click: ${parts.unsubscribeUrl}\n\n${address}\n`
  const paragraphs = parts.body
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  const link = escapeHtml(parts.unsubscribeUrl)
  const html = `<!doctype html><html><body>
${paragraphs}
<hr>
<p style="font-size:12px;color:#555">${escapeHtml(why)} <a href="${link}">Unsubscribe</a> with one click.</p>
<p style="font-size:12px;color:#555">${escapeHtml(address).replace(/\n/g, '<br>')}</p>
</body></html>`
  return {
    kind: 'list',
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    from: parts.from,
    ...(parts.profile.reply_to ? { replyTo: parts.profile.reply_to } : {}),
    headers: listUnsubscribeHeaders(parts.unsubscribeUrl),
  }
}
