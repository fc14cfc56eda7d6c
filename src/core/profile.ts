/** A row of public.profiles (docs/product.md#entities): one per auth user. */
export interface Profile {
  id: string
  credits: number
  created_at: string
}

/** Credits a new profile starts with (docs/product.md#credits). */
export const NEW_PROFILE_CREDITS = 2

/** PostgREST's code for `.single()` finding no row. */
export const PROFILE_NOT_FOUND = 'PGRST116'
