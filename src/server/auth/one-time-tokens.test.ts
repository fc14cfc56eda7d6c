import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { migrationSources } from '../db/migration-sources.ts'
import { consumeByEmailOtp, consumeByTokenHash, issueOneTimeToken } from './one-time-tokens.ts'
import { sha256 } from './secure-random.ts'
import { insertUser, type UserRow } from './users.queries.ts'

const projectRoot = resolve(import.meta.dirname, '../../..')
let counter = 0
const newEmail = () => `ott-${process.pid}-${Date.now()}-${counter++}@example.com`

describe.each(databaseKinds)('one-time tokens (%s)', (kind) => {
  let db: Database
  beforeAll(async () => {
    db = await createTestDatabase(kind)
    await migrate(db, migrationSources(projectRoot, true))
  })
  afterAll(() => db.close())

  async function newUser(): Promise<UserRow> {
    return insertUser(db, { email: newEmail(), encryptedPassword: null, confirmed: false })
  }
  const issue = (user: UserRow, type: 'recovery' | 'confirmation' = 'recovery', ttlSeconds = 600) =>
    issueOneTimeToken(db, { userId: user.id, type, relatesTo: user.email!, ttlSeconds })

  it('hands out a URL-safe 256-bit token and a 6-digit code, and stores neither', async () => {
    const user = await newUser()
    const { token, otp } = await issue(user)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(otp).toMatch(/^\d{6}$/)
    const rows = (await db.query('select * from auth.one_time_tokens where user_id = $1', [user.id])).rows
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ token_hash: sha256(token), token_type: 'recovery', relates_to: user.email, used_at: null })
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(JSON.stringify(rows)).not.toContain(`"${otp}"`)
  })

  it('a token works once, and only for its own type', async () => {
    const user = await newUser()
    const { token } = await issue(user)
    expect(await consumeByTokenHash(db, token, ['confirmation'])).toBeUndefined()
    expect(await consumeByTokenHash(db, token, ['recovery'])).toMatchObject({ user_id: user.id, token_type: 'recovery' })
    expect(await consumeByTokenHash(db, token, ['recovery'])).toBeUndefined()
  })

  it('the code works once, for the address it was sent to (any case), and spends the link with it', async () => {
    const user = await newUser()
    const { token, otp } = await issue(user)
    expect(await consumeByEmailOtp(db, 'someone-else@example.com', ['recovery'], otp)).toBeUndefined()
    expect(await consumeByEmailOtp(db, user.email!.toUpperCase(), ['recovery'], ` ${otp} `)).toMatchObject({ user_id: user.id })
    expect(await consumeByEmailOtp(db, user.email!, ['recovery'], otp)).toBeUndefined()
    expect(await consumeByTokenHash(db, token, ['recovery'])).toBeUndefined()
  })

  it('a newer token of the same type replaces the older one; other types stay valid', async () => {
    const user = await newUser()
    const older = await issue(user)
    const confirmation = await issue(user, 'confirmation')
    const newer = await issue(user)
    expect(await consumeByTokenHash(db, older.token, ['recovery'])).toBeUndefined()
    expect(await consumeByEmailOtp(db, user.email!, ['recovery'], older.otp === newer.otp ? 'x' : older.otp)).toBeUndefined()
    expect(await consumeByTokenHash(db, newer.token, ['recovery'])).toBeDefined()
    expect(await consumeByTokenHash(db, confirmation.token, ['confirmation'])).toBeDefined()
  })

  it('an expired token or code is refused', async () => {
    const user = await newUser()
    const { token, otp } = await issue(user, 'recovery', -1)
    expect(await consumeByTokenHash(db, token, ['recovery'])).toBeUndefined()
    expect(await consumeByEmailOtp(db, user.email!, ['recovery'], otp)).toBeUndefined()
  })

  it('of concurrent uses of one token exactly one wins', async () => {
    const user = await newUser()
    const { token } = await issue(user)
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeByTokenHash(db, token, ['recovery'])))
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('marks PKCE tokens with pkce_ and keeps the code challenge for the redirect', async () => {
    const user = await newUser()
    const codeChallenge = 'a'.repeat(43)
    const { token } = await issueOneTimeToken(db, {
      userId: user.id,
      type: 'recovery',
      relatesTo: user.email!,
      ttlSeconds: 600,
      pkce: { codeChallenge, method: 's256' },
    })
    expect(token).toMatch(/^pkce_[A-Za-z0-9_-]{43}$/)
    expect(await consumeByTokenHash(db, token, ['recovery'])).toMatchObject({
      code_challenge: codeChallenge,
      code_challenge_method: 's256',
    })
  })
})
