import { escapeHtml } from '@core/html-escape.ts'
import type { Mail } from '../../mail/mailer.ts'
import { listUnsubscribeHeaders } from '../leads/unsubscribe-link.ts'

/** What a receipt says (issue 33, item 5): the product, the money, when, which order, who sold it, the refund line, the link. */
export interface ReceiptFacts {
  to: string
  title: string
  /** formatPrice's, e.g. '$19'. */
  amount: string
  date: string
  reference: string
  seller: string
  refundPolicy: string
  link: string
  resendLink: string
  replyTo?: string
}

export interface DownloadLinkFacts {
  to: string
  title: string
  seller: string
  link: string
  resendLink: string
}

/** The house style of the auth mails (mail/templates.ts): one card, inline styles only (mail clients drop <style>). */
function card(heading: string, rows: string, button: { label: string; href: string }, footer: string): string {
  const href = escapeHtml(button.href)
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(heading)}</h1>${rows}
    <p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(button.label)}</a></p>
    <p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#52525b;word-break:break-all">If the button does not work, open this link: <a href="${href}" style="color:#52525b">${href}</a></p>${footer}
  </div>
</body>
</html>
`
}

const paragraph = (text: string) => `
    <p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`
const small = (text: string) => `
    <p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#52525b">${escapeHtml(text)}</p>`

/** The receipt of a paid order, from MAIL_FROM, replies going to the seller when they set an address. */
export function receiptMail(facts: ReceiptFacts): Mail {
  const lines: [string, string][] = [
    ['Product', facts.title],
    ['Amount', facts.amount],
    ['Date', facts.date],
    ['Order', facts.reference],
    ['Sold by', facts.seller],
  ]
  const lost = `Lost this e-mail later? Ask for the link again: ${facts.resendLink}`
  const text = [
    'Thank you for your order.',
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Download your files: ${facts.link}`,
    '',
    ...(facts.refundPolicy ? [facts.refundPolicy, ''] : []),
    'Your files carry your e-mail address ("Sold to …"): they are for you alone.',
    lost,
    '',
  ].join('\n')
  const table = `
    <table style="margin:0 0 24px;border-collapse:collapse;font-size:14px">${lines
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#52525b">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`
  const footer = [
    ...(facts.refundPolicy ? [small(facts.refundPolicy)] : []),
    small('Your files carry your e-mail address ("Sold to …"): they are for you alone.'),
    `
    <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b">Lost this e-mail later? <a href="${escapeHtml(facts.resendLink)}" style="color:#52525b">Ask for the link again</a>.</p>`,
  ].join('')
  return {
    kind: 'receipt',
    to: facts.to,
    subject: `Your receipt: ${facts.title}`,
    text,
    html: card(
      'Thank you for your order',
      `${paragraph(`Your copy of ${facts.title} is ready.`)}${table}`,
      {
        label: 'Download your files',
        href: facts.link,
      },
      footer,
    ),
    ...(facts.replyTo ? { replyTo: facts.replyTo } : {}),
  }
}

/**
 * A free download (a confirmed lead magnet), or the link asked for again. Sent to a subscriber, it
 * carries their unsubscribe link in the text and as RFC 8058 headers, as every mail to a list does.
 */
export function downloadLinkMail(facts: DownloadLinkFacts & { again?: boolean; replyTo?: string; unsubscribe?: string }): Mail {
  const intro = facts.again
    ? `Here is the link to your download of ${facts.title} from ${facts.seller}, as you asked.`
    : `Thanks for confirming your address. Here is your free copy of ${facts.title} from ${facts.seller}.`
  const text = [
    intro,
    '',
    `Download your files: ${facts.link}`,
    '',
    `Lost this e-mail later? Ask for the link again: ${facts.resendLink}`,
    ...(facts.unsubscribe ? ['', `Unsubscribe from ${facts.seller}'s e-mails: ${facts.unsubscribe}`] : []),
    '',
  ].join('\n')
  const unsubscribeLine = facts.unsubscribe
    ? `
    <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b"><a href="${escapeHtml(facts.unsubscribe)}" style="color:#52525b">Unsubscribe</a> from ${escapeHtml(facts.seller)}'s e-mails.</p>`
    : ''
  return {
    kind: 'download_link',
    to: facts.to,
    subject: facts.again ? `Your download link: ${facts.title}` : `Your free download: ${facts.title}`,
    text,
    html: card(
      facts.again ? 'Your download link' : 'Your free download',
      paragraph(intro),
      { label: 'Download your files', href: facts.link },
      small('If you did not ask for this, you can ignore this e-mail.') + unsubscribeLine,
    ),
    ...(facts.replyTo ? { replyTo: facts.replyTo } : {}),
    ...(facts.unsubscribe ? { headers: listUnsubscribeHeaders(facts.unsubscribe) } : {}),
  }
}
