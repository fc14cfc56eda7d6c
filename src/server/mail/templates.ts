import { escapeHtml } from '@core/html-escape.ts'
import type { Mail, MailKind } from './mailer.ts'

/** What every action mail carries: where it goes, the link, the 6-digit code and its lifetime. */
export interface MailAction {
  to: string
  link: string
  code: string
  ttlSeconds: number
}

interface Wording {
  /** Which mail it is, for GET /metrics (folio_mail_messages_total). */
  kind: MailKind
  subject: string
  heading: string
  intro: string
  button: string
  ignore: string
}

function lifetime(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`
  const minutes = Math.max(1, Math.round(seconds / 60))
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** A mail with only a code in it (no link): what GET /reauthenticate sends. */
export type CodeAction = Omit<MailAction, 'link'>

function render(action: MailAction | CodeAction, w: Wording): Mail {
  const link = 'link' in action ? action.link : undefined
  const expiry = link
    ? `The link and the code work once and expire in ${lifetime(action.ttlSeconds)}.`
    : `The code works once and expires in ${lifetime(action.ttlSeconds)}.`
  const text = [
    'Hi,',
    '',
    w.intro,
    '',
    ...(link ? [`${w.button}: ${link}`, '', `Or enter this code: ${action.code}`] : [`Your code: ${action.code}`]),
    '',
    expiry,
    w.ignore,
    '',
    '— The Folio team',
    '',
  ].join('\n')

  // Inline styles only: mail clients drop <style> blocks and external CSS.
  const href = link ? escapeHtml(link) : ''
  const button = link
    ? `
    <p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(w.button)}</a></p>
    <p style="margin:0 0 8px;line-height:1.5">Or enter this code:</p>`
    : `
    <p style="margin:0 0 8px;line-height:1.5">Your code:</p>`
  const fallback = link
    ? `
    <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b;word-break:break-all">If the button does not work, open this link: <a href="${href}" style="color:#52525b">${href}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <p style="margin:0 0 24px;font-size:20px;font-weight:700">Folio</p>
    <h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(w.heading)}</h1>
    <p style="margin:0 0 24px;line-height:1.5">${escapeHtml(w.intro)}</p>${button}
    <p style="margin:0 0 24px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(action.code)}</p>
    <p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#52525b">${escapeHtml(expiry)} ${escapeHtml(w.ignore)}</p>${fallback}
  </div>
</body>
</html>
`
  return { kind: w.kind, to: action.to, subject: w.subject, text, html }
}

export function confirmationMail(action: MailAction): Mail {
  return render(action, {
    kind: 'confirmation',
    subject: 'Confirm your Folio account',
    heading: 'Confirm your e-mail address',
    intro: `Thanks for signing up for Folio! Confirm that ${action.to} is your e-mail address to finish creating your account.`,
    button: 'Confirm my e-mail',
    ignore: "If you didn't sign up for Folio, you can ignore this e-mail.",
  })
}

export function recoveryMail(action: MailAction): Mail {
  return render(action, {
    kind: 'recovery',
    subject: 'Reset your Folio password',
    heading: 'Reset your password',
    intro: `Someone asked to reset the password of the Folio account ${action.to}. Open the link to choose a new password.`,
    button: 'Reset my password',
    ignore: "If you didn't ask for this, you can ignore this e-mail; your password stays the same.",
  })
}

export function magicLinkMail(action: MailAction): Mail {
  return render(action, {
    kind: 'magic_link',
    subject: 'Your Folio sign-in link',
    heading: 'Sign in to Folio',
    intro: `Use this link to sign in to Folio as ${action.to}. No password needed.`,
    button: 'Sign in to Folio',
    ignore: "If you didn't ask to sign in, you can ignore this e-mail.",
  })
}

export function inviteMail(action: MailAction): Mail {
  return render(action, {
    kind: 'invite',
    subject: "You're invited to Folio",
    heading: "You've been invited to Folio",
    intro: `You've been invited to create a Folio account for ${action.to}. Accept the invitation to get started.`,
    button: 'Accept the invitation',
    ignore: "If you weren't expecting this invitation, you can ignore this e-mail.",
  })
}

export function emailChangeMail(action: MailAction): Mail {
  return render(action, {
    kind: 'email_change',
    subject: 'Confirm your new e-mail address for Folio',
    heading: 'Confirm your new e-mail address',
    intro: `Confirm that ${action.to} should become the e-mail address of your Folio account.`,
    button: 'Confirm the change',
    ignore: "If you didn't ask for this change, you can ignore this e-mail; your address stays the same.",
  })
}

/** GET /reauthenticate: a code that confirms a sensitive change (a new password) without the old one. */
export function reauthenticationMail(action: CodeAction): Mail {
  return render(action, {
    kind: 'reauthentication',
    subject: 'Your Folio verification code',
    heading: 'Confirm it is you',
    intro: `Someone signed in to the Folio account ${action.to} asked for a code to change its password. Enter it where you asked for it.`,
    button: '',
    ignore: "If you didn't ask for this, someone may be signed in to your account: change your password and sign out other devices.",
  })
}
