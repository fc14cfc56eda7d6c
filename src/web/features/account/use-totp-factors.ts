import { useQuery } from '@tanstack/react-query'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { getSupabase } from '@web/lib/supabase.ts'

export const totpFactorsKey = (userId: string) => [USER_QUERY_KEY, userId, 'totp-factors'] as const

export interface TotpFactors {
  /** The factor in use, if two-factor authentication is on. */
  verified: { id: string } | undefined
  /** Set-ups that were started and never confirmed; removed before a new one starts. */
  unverified: { id: string }[]
}

/** The account's TOTP factors, read fresh from the service (listFactors asks for the user). */
export function useTotpFactors(userId: string) {
  return useQuery({
    queryKey: totpFactorsKey(userId),
    queryFn: async (): Promise<TotpFactors> => {
      const client = await getSupabase()
      const { data, error } = await client.auth.mfa.listFactors()
      if (error) throw error
      const totp = data.all.filter((f) => f.factor_type === 'totp')
      return {
        verified: totp.find((f) => f.status === 'verified'),
        unverified: totp.filter((f) => f.status !== 'verified'),
      }
    },
    retry: false,
  })
}
