import { describe, expect, it } from 'vitest'
import { escapeHtml } from '@core/html-escape.ts'
import { confirmationMail, emailChangeMail, inviteMail, magicLinkMail, reauthenticationMail, recoveryMail } from './templates.ts'

const action = {
  to: 'ada@example.com',
  link: 'http://127.0.0.1:3000/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2F127.0.0.1%3A3000%2Fauth%2Fcallback',
  code: '042917',
  ttlSeconds: 600,
}

describe('mail templates', () => {
  const templates = { confirmationMail, recoveryMail, magicLinkMail, inviteMail, emailChangeMail }

  it.each(Object.entries(templates))('%s carries the link and the code in text and HTML, addressed to the user', (_name, template) => {
    const mail = template(action)
    expect(mail.to).toBe(action.to)
    expect(mail.subject).toMatch(/Folio/)
    expect(mail.text).toContain(action.link)
    expect(mail.text).toContain(`Or enter this code: ${action.code}`)
    expect(mail.text).toContain('expire in 10 minutes')
    expect(mail.html).toContain(`href="${escapeHtml(action.link)}"`)
    expect(mail.html).toContain(`>${action.code}<`)
    expect(mail.html).not.toMatch(/<script/i)
  })

  it('reauthenticationMail carries the code only, in text and HTML', () => {
    const mail = reauthenticationMail({ to: action.to, code: action.code, ttlSeconds: 600 })
    expect(mail).toMatchObject({ to: action.to, subject: 'Your Folio verification code' })
    expect(mail.text).toContain(`Your code: ${action.code}`)
    expect(mail.text).toContain('The code works once and expires in 10 minutes.')
    expect(mail.text).not.toContain('http')
    expect(mail.html).toContain(`>${action.code}<`)
    expect(mail.html).not.toContain('href=')
  })

  it('uses distinct, friendly subjects', () => {
    expect(recoveryMail(action).subject).toBe('Reset your Folio password')
    expect(confirmationMail(action).subject).toBe('Confirm your Folio account')
    expect(magicLinkMail(action).subject).toBe('Your Folio sign-in link')
    expect(inviteMail(action).subject).toBe("You're invited to Folio")
    expect(emailChangeMail(action).subject).toBe('Confirm your new e-mail address for Folio')
  })

  it('escapes user data in the HTML part', () => {
    const mail = recoveryMail({ ...action, to: '"<img src=x onerror=alert(1)>"@example.com', link: 'http://x/?a=1&b="2"' })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).toContain('href="http://x/?a=1&amp;b=&quot;2&quot;"')
  })

  it('states the lifetime in words', () => {
    expect(recoveryMail({ ...action, ttlSeconds: 60 }).text).toContain('expire in 1 minute.')
    expect(recoveryMail({ ...action, ttlSeconds: 3600 }).text).toContain('expire in 1 hour.')
    expect(inviteMail({ ...action, ttlSeconds: 86_400 }).text).toContain('expire in 24 hours.')
  })
})
