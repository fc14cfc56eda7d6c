import type { FactorRow, UserRow } from './users.queries.ts'

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

/** A user as GoTrue returns it (supabase-compat.md §1 "User"); secrets never leave the server. */
export function userJson(user: UserRow, factors: FactorRow[] = []) {
  const confirmedAt = iso(user.email_confirmed_at)
  const identity = user.email
    ? [
        {
          identity_id: user.id,
          id: user.id,
          user_id: user.id,
          identity_data: { email: user.email, email_verified: confirmedAt !== null, phone_verified: false, sub: user.id },
          provider: 'email',
          last_sign_in_at: iso(user.last_sign_in_at),
          created_at: iso(user.created_at),
          updated_at: iso(user.updated_at),
          email: user.email,
        },
      ]
    : []
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    confirmed_at: confirmedAt,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identity,
    factors: factors.map((f) => ({
      id: f.id,
      friendly_name: f.friendly_name ?? undefined,
      factor_type: f.factor_type,
      status: f.status,
      created_at: iso(f.created_at),
      updated_at: iso(f.updated_at),
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
}

export type UserJson = ReturnType<typeof userJson>
