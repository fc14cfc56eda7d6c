import { escapeHtml } from '@core/html-escape.ts'
import type { Mail } from '../../mail/mailer.ts'
import { listUnsubscribeHeaders } from './unsubscribe-link.ts'

/**
 * The two mails an opt-in sends (decision 131): the confirmation link (double opt-in) or, to an
 * address already confirmed that asks again, its download link. Both go to a subscriber, so both
 * carry the unsubscribe link in the body and as RFC 8058 headers.
 */
export interface LeadMailInput {
  to: string
  from: string
  replyTo: string | null
  name: string | null
  productTitle: string
  creator: string
  /** The confirmation link, or the download page. */
  link: string
  unsubscribeUrl: string
}

interface Wording {
  kind: Mail['kind']
  subject: string
  intro: string
  button: string
  after: string
}

function render(input: LeadMailInput, w: Wording): Mail {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,'
  const footer = `You get this because this address asked for ${input.productTitle} from ${input.creator}. Unsubscribe:`
  const text = [greeting, '', w.intro, '', `${w.button}: ${input.link}`, '', w.after, '', '--', footer, input.unsubscribeUrl, ''].join('\n')
  const link = escapeHtml(input.link)
  const unsubscribe = escapeHtml(input.unsubscribeUrl)
  // Inline styles only: mail clients drop <style> blocks.
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#faf8f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
    <p style="margin:0 0 24px;line-height:1.5">${escapeHtml(w.intro)}</p>
    <p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#3730a3;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(w.button)}</a></p>
    <p style="margin:0 0 24px;font-size:13px;line-height:1.5;color:#57534e">${escapeHtml(w.after)}</p>
    <p style="margin:0 0 24px;font-size:13px;line-height:1.5;color:#57534e;word-break:break-all">If the button does not work, open this link: <a href="${link}" style="color:#57534e">${link}</a></p>
    <p style="margin:0;font-size:12px;line-height:1.5;color:#57534e">${escapeHtml(footer)} <a href="${unsubscribe}" style="color:#57534e">unsubscribe</a>.</p>
  </div>
</body>
</html>
`
  return {
    kind: w.kind,
    to: input.to,
    from: input.from,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    // One line: a title's stray line break must not reach a header.
    subject: w.subject.replace(/\s+/g, ' ').trim(),
    text,
    html,
    headers: listUnsubscribeHeaders(input.unsubscribeUrl),
  }
}

export function confirmOptInMail(input: LeadMailInput): Mail {
  return render(input, {
    kind: 'optin_confirm',
    subject: `Confirm to get ${input.productTitle}`,
    intro: `You asked for ${input.productTitle} from ${input.creator}. Confirm your e-mail address to get your download.`,
    button: 'Confirm and get my download',
    after: 'The link works for 7 days. If you did not ask for this, ignore this mail: nothing happens without your click.',
  })
}

export function downloadAgainMail(input: LeadMailInput): Mail {
  return render(input, {
    kind: 'download_link',
    subject: `Your download: ${input.productTitle}`,
    intro: `You asked for ${input.productTitle} from ${input.creator} again. Here is your download page.`,
    button: 'Open my downloads',
    after: 'Keep this mail: the link keeps working.',
  })
}
