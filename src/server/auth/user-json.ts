import type { FactorRow, UserRow } from './users.queries.ts'

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : undefined)

/**
 * A user as GoTrue returns it (docs/supabase-contract.md#auth-endpoints, the user object); secrets never leave the server.
 * Fields GoTrue marks `omitempty` (unset timestamps, no pending e-mail change, no factors) are
 * left out rather than sent as null: JSON.stringify drops the undefined ones.
 */
export function userJson(user: UserRow, factors: FactorRow[] = []) {
  const confirmedAt = iso(user.email_confirmed_at)
  const identity = user.email
    ? [
        {
          identity_id: user.id,
          id: user.id,
          user_id: user.id,
          identity_data: { email: user.email, email_verified: confirmedAt !== undefined, phone_verified: false, sub: user.id },
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
    invited_at: iso(user.invited_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: confirmedAt,
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identity,
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
}

/** A factor as GoTrue lists it; the secret stays here. */
export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? undefined,
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  }
}

export type UserJson = ReturnType<typeof userJson>
