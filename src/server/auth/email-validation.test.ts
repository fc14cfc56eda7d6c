import { type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { newEmail, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

const INVALID = { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' }

// Each was accepted before (one was invited); the last ones are how a mailer is made to deliver elsewhere.
const badAddresses = [
  'xx:;x@x.x',
  'a<b>@example.com',
  'a(b)@example.com',
  'victim,attacker@evil.com',
  'victim@corp.example;attacker@evil.com',
]

describe.each(databaseKinds)('every way an address comes in refuses a malformed one (%s)', (kind) => {
  let app: TestApp
  let admin: SupabaseClient
  let me: SupabaseClient
  let myEmail: string
  beforeAll(async () => {
    app = await startTestApp({ kind })
    admin = testClient(app, app.serviceRoleKey)
    me = testClient(app)
    myEmail = newEmail('me')
    const { error } = await me.auth.signUp({ email: myEmail, password: PASSWORD })
    if (error) throw error
  })
  afterAll(() => app.close())

  const entrances: [string, (email: string) => Promise<{ error: unknown }>][] = [
    ['POST /signup', (email) => testClient(app).auth.signUp({ email, password: PASSWORD })],
    ['POST /admin/users', (email) => admin.auth.admin.createUser({ email, password: PASSWORD })],
    ['POST /invite', (email) => admin.auth.admin.inviteUserByEmail(email)],
    ['POST /admin/generate_link', (email) => admin.auth.admin.generateLink({ type: 'magiclink', email })],
    [
      'POST /admin/generate_link new_email',
      (email) => admin.auth.admin.generateLink({ type: 'email_change_new', email: myEmail, newEmail: email }),
    ],
    [
      'PUT /admin/users/{id}',
      async (email) => {
        const { data } = await admin.auth.admin.listUsers()
        const id = data.users.find((u) => u.email === myEmail)?.id ?? ''
        return admin.auth.admin.updateUserById(id, { email })
      },
    ],
    ['POST /otp', (email) => testClient(app).auth.signInWithOtp({ email })],
    ['POST /recover', (email) => testClient(app).auth.resetPasswordForEmail(email)],
    ['POST /resend', (email) => testClient(app).auth.resend({ type: 'signup', email })],
    ['POST /verify', (email) => testClient(app).auth.verifyOtp({ type: 'email', email, token: '123456' })],
    ['PUT /user', (email) => me.auth.updateUser({ email })],
  ]

  it.each(entrances)('%s answers 400 validation_failed', async (_name, send) => {
    for (const address of badAddresses) {
      const { error } = await send(address)
      expect(error, address).toMatchObject(INVALID)
    }
    const stored = await app.db.query<{ email: string }>('select email from auth.users where email !~ $1', ['^[a-z0-9.+_-]+@[a-z0-9.-]+$'])
    expect(stored.rows).toEqual([])
  })
})
