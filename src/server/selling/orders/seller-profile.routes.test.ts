import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'

describe.each(databaseKinds)('the seller profile on %s', (kind) => {
  let app: TestApp
  let dana: ApiUser
  let sam: ApiUser
  beforeAll(async () => {
    app = await startTestApp({ kind })
    dana = await signedInUser(app, `dana-${kind}`)
    sam = await signedInUser(app, `sam-${kind}`)
  })
  afterAll(() => app.close())

  const get = async (user: ApiUser) => {
    const res = await callApi(app, '/selling/profile', { token: user.token })
    expect(res.status).toBe(200)
    return res.json()
  }
  const put = (user: ApiUser, body: unknown) => callApi(app, '/selling/profile', { method: 'PUT', token: user.token, body })

  it('starts empty, with the server’s checkout mode and fee', async () => {
    expect(await get(dana)).toEqual({
      storeHandle: null,
      storeName: '',
      postalAddress: '',
      replyTo: null,
      checkoutMode: 'local',
      stripeAccountId: null,
      chargesEnabled: false,
      platformFeePercent: 0,
      storeUrl: null,
    })
  })

  it('saves the fields sent and keeps the others; the handle gives the store’s address', async () => {
    const saved = await put(dana, { storeHandle: ' Dana-Books ', storeName: 'Dana Reyes', postalAddress: '1 Fairway Rd, Austin TX' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      storeHandle: 'dana-books',
      storeName: 'Dana Reyes',
      postalAddress: '1 Fairway Rd, Austin TX',
      replyTo: null,
      storeUrl: `${app.url}/s/dana-books`,
    })
    expect(await (await put(dana, { replyTo: 'Dana@Example.com' })).json()).toMatchObject({
      storeHandle: 'dana-books',
      storeName: 'Dana Reyes',
      replyTo: 'dana@example.com',
    })
    expect(await (await put(dana, { replyTo: null, storeHandle: null })).json()).toMatchObject({
      storeHandle: null,
      storeUrl: null,
      replyTo: null,
      postalAddress: '1 Fairway Rd, Austin TX',
    })
    await put(dana, { storeHandle: 'dana-books' })
  })

  it('a store address is one creator’s: another gets 409 slug_taken with a clear message', async () => {
    const taken = await put(sam, { storeHandle: 'dana-books', storeName: 'Sam' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({
      code: 'slug_taken',
      message: 'The store address /s/dana-books is already taken. Choose another.',
    })
    // Nothing of the refused change was kept.
    expect(await get(sam)).toMatchObject({ storeHandle: null, storeName: '' })
  })

  it('refuses bad fields with 400', async () => {
    for (const body of [
      { storeHandle: 'admin' },
      { storeHandle: 'a' },
      { storeHandle: 'no spaces' },
      { replyTo: 'not-an-address' },
      { postalAddress: 'x'.repeat(301) },
      { storeName: 42 },
    ]) {
      const res = await put(sam, body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe('validation_failed')
    }
    expect((await callApi(app, '/selling/profile', { method: 'PUT', token: sam.token, body: '{' })).status).toBe(400)
  })

  it('Stripe Connect onboarding is refused where the operator’s mode needs no account', async () => {
    const res = await callApi(app, '/selling/connect', { method: 'POST', token: dana.token })
    expect(res.status).toBe(409)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('conflict')
    expect(body.message).toContain("checkout mode is 'local'")
    expect(body.message).toContain('no Stripe account is needed')
  })

  it('is for signed-in creators only', async () => {
    expect((await callApi(app, '/selling/profile')).status).toBe(401)
    expect((await callApi(app, '/selling/profile', { method: 'PUT', body: {} })).status).toBe(401)
    expect((await callApi(app, '/selling/connect', { method: 'POST' })).status).toBe(401)
  })
})
