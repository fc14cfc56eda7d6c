import { describe, expect, it } from 'vitest'
import { listMailFrom, listMailMessage } from './list-mail-message.ts'
import { SendRate } from './send-rate.ts'

describe('listMailFrom', () => {
  it("puts the store's name before LIST_MAIL_FROM's address", () => {
    expect(listMailFrom('Folio lists <lists@folio.test>', 'Harbour Books')).toBe('"Harbour Books via Folio" <lists@folio.test>')
  })
  it('keeps a store name from adding an address or breaking the quotes', () => {
    expect(listMailFrom('lists@folio.test', 'Evil" <a@b.c>, x@y.z')).toBe('"Evil a@b.c x@y.z via Folio" <lists@folio.test>')
  })
  it('is LIST_MAIL_FROM as it stands without a store name', () => {
    expect(listMailFrom('Folio lists <lists@folio.test>', '  ')).toBe('Folio lists <lists@folio.test>')
  })
})

describe('listMailMessage', () => {
  const mail = listMailMessage({
    to: 'fan@example.com',
    subject: 'Doors open',
    body: 'Line one\nline two\n\n<b>Not bold</b>',
    profile: { store_name: 'Harbour', postal_address: '1 Road\nTown', reply_to: 'ada@example.com' },
    unsubscribeUrl: 'https://folio.test/u/abc',
    from: '"Harbour via Folio" <lists@folio.test>',
  })
  it('carries the RFC 8058 headers, the reply-to and the kind', () => {
    expect(mail).toMatchObject({
      kind: 'list',
      replyTo: 'ada@example.com',
      headers: { 'List-Unsubscribe': '<https://folio.test/u/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
  })
  it('ends with the unsubscribe link and the postal address, and escapes the creator text in HTML', () => {
    expect(mail.text).toMatch(/Unsubscribe with one click: https:\/\/folio\.test\/u\/abc\n\n1 Road\nTown\n$/)
    expect(mail.html).toContain('<a href="https://folio.test/u/abc">Unsubscribe</a>')
    expect(mail.html).toContain('1 Road<br>Town')
    expect(mail.html).toContain('&lt;b&gt;Not bold&lt;/b&gt;')
    expect(mail.html).toContain('<p>Line one<br>line two</p>')
  })
})

describe('SendRate', () => {
  it('lets ten seconds of sends go at once, then one per 60 000 / rate ms', () => {
    let now = 0
    const rate = new SendRate(60, () => now)
    for (let i = 0; i < 10; i++) expect(rate.take()).toBe(0)
    expect(rate.take()).toBe(1000)
    now += 999
    expect(rate.take()).toBe(1)
    now += 1
    expect(rate.take()).toBe(0)
    expect(rate.take()).toBe(1000)
  })
})
