import { type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { mailParts, waitForMail } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { newEmail, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/

// GoTrue's user fields that are left out of the JSON while unset (`omitempty`), never sent as null.
const OPTIONAL_FIELDS = [
  'email_confirmed_at',
  'confirmed_at',
  'confirmation_sent_at',
  'recovery_sent_at',
  'invited_at',
  'new_email',
  'email_change_sent_at',
  'reauthentication_sent_at',
  'last_sign_in_at',
  'banned_until',
  'factors',
]

/** The user as the wire carries it: GET /admin/users/{id}, raw JSON. */
async function rawUser(app: TestApp, id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${app.url}/auth/v1/admin/users/${id}`, {
    headers: { authorization: `Bearer ${app.serviceRoleKey}`, apikey: app.anonKey },
  })
  return (await res.json()) as Record<string, unknown>
}

function unsetFields(user: object): string[] {
  return OPTIONAL_FIELDS.filter((field) => field in user)
}

describe.each(databaseKinds)('the user JSON, as GoTrue writes it (%s)', (kind) => {
  let app: TestApp
  let admin: SupabaseClient
  beforeAll(async () => {
    app = await startTestApp({ kind, env: { AUTH_AUTOCONFIRM: 'false' } })
    admin = testClient(app, app.serviceRoleKey)
  })
  afterAll(() => app.close())

  /** A confirmed account, signed in; returns its client. */
  async function confirmedAccount() {
    const email = newEmail('json')
    const { data, error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    if (error) throw error
    const sb = testClient(app)
    const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD })
    if (signIn.error) throw signIn.error
    return { email, id: data.user.id, sb }
  }

  it('leaves unset timestamps out instead of sending null', async () => {
    const email = newEmail('unconfirmed')
    const { data, error } = await testClient(app).auth.signUp({ email, password: PASSWORD })
    expect(error).toBeNull()
    expect(Object.entries(data.user ?? {}).filter(([, value]) => value === null)).toEqual([])
    expect(unsetFields(data.user ?? {})).toEqual(['confirmation_sent_at'])
    expect(data.user?.confirmation_sent_at).toMatch(ISO)
    const raw = await rawUser(app, data.user?.id ?? '')
    expect(Object.entries(raw).filter(([, value]) => value === null)).toEqual([])
    expect(unsetFields(raw)).toEqual(['confirmation_sent_at'])
    expect((raw.identities as Record<string, unknown>[])[0]).not.toHaveProperty('last_sign_in_at')
  })

  it('shows invited_at on an invited user (POST /invite and generate_link invite)', async () => {
    const invited = await admin.auth.admin.inviteUserByEmail(newEmail('invited'))
    expect(invited.error).toBeNull()
    expect(invited.data.user?.invited_at).toMatch(ISO)
    expect((await rawUser(app, invited.data.user?.id ?? '')).invited_at).toMatch(ISO)

    const linked = await admin.auth.admin.generateLink({ type: 'invite', email: newEmail('linked') })
    expect(linked.error).toBeNull()
    expect(linked.data.user?.invited_at).toMatch(ISO)
  })

  it('shows new_email and email_change_sent_at while an e-mail change is pending, and drops them once confirmed', async () => {
    const { sb, id, email } = await confirmedAccount()
    const next = newEmail('next')
    const { data, error } = await sb.auth.updateUser({ email: next })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, new_email: next })
    expect(data.user?.email_change_sent_at).toMatch(ISO)
    expect((await sb.auth.getUser()).data.user).toMatchObject({ new_email: next })

    const { code } = mailParts(await waitForMail(app, next))
    const verified = await testClient(app).auth.verifyOtp({ type: 'email_change', email: next, token: code })
    expect(verified.error).toBeNull()
    const raw = await rawUser(app, id)
    expect(raw.email).toBe(next)
    expect(raw).not.toHaveProperty('new_email')
    expect(raw).not.toHaveProperty('email_change_sent_at')
  })

  it('shows the pending change after generate_link email_change_new too', async () => {
    const { id, email } = await confirmedAccount()
    const next = newEmail('linked-next')
    const { data, error } = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail: next })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, new_email: next })
    expect(data.user?.email_change_sent_at).toMatch(ISO)
    expect(await rawUser(app, id)).toMatchObject({ new_email: next })
  })

  it('leaves factors out until there is one', async () => {
    const { sb } = await confirmedAccount()
    const { data } = await sb.auth.getUser()
    expect(data.user).not.toHaveProperty('factors')
    expect(data.user?.last_sign_in_at).toMatch(ISO)
  })
})
