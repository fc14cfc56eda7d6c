import { useQuery } from '@tanstack/react-query'
import { NEW_PROFILE_CREDITS, type Profile, PROFILE_NOT_FOUND } from '@core/profile.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { reportSessionRefused } from '@web/lib/api-client.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { getSupabase } from '@web/lib/supabase.ts'

export const profileQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'profile'] as const

/** The hosted database lacks the table: say so, and print the SQL that creates it. */
async function reportMissingTable(): Promise<void> {
  toast({
    title: 'Database Setup Required',
    description: 'Please create the profiles table in the hosted database. See console for SQL.',
    variant: 'destructive',
  })
  // Loaded only here: the SQL is of use to an operator setting up a hosted project, nobody else.
  const { default: sql } = await import('../../../../supabase/migrations/0001_profiles.sql?raw')
  console.log(`Run this SQL in the hosted database (SQL editor, or \`supabase db push\`):\n\n${sql}`)
}

/**
 * Loading the profile (docs/product.md#dashboard): read the profile by id; none yet (PGRST116) → create it with 2 credits;
 * failures become toasts and the dashboard shows what it can (null profile).
 */
export async function loadProfile(userId: string): Promise<Profile | null> {
  const client = await getSupabase()
  const { data, error } = await client.from('profiles').select('*').eq('id', userId).single<Profile>()
  if (!error) return data
  // Signed out elsewhere or suspended: the auth layer signs out and says so; no second message.
  if (reportSessionRefused(error.code)) return null
  if (error.code !== PROFILE_NOT_FOUND) {
    toast({ title: 'Error loading profile', description: error.message, variant: 'destructive' })
    return null
  }
  const created = await client.from('profiles').insert({ id: userId, credits: NEW_PROFILE_CREDITS }).select().single<Profile>()
  if (!created.error) return created.data
  await reportMissingTable()
  return null
}

export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: () => loadProfile(userId),
    enabled: userId !== '',
    // loadProfile already reports its failures; a retry would only repeat the toast.
    retry: false,
    refetchOnWindowFocus: false,
  })
}
