/**
 * Stand-ins for the parts of supabase-js the browser never uses (decision 111): the app signs in
 * with its auth client and reads the `profiles` table through PostgREST; it opens no Realtime
 * channel, no Storage bucket and calls no Edge Function. supabase-js imports all three anyway
 * (and constructs the Realtime client), ≈ 20 KB gzip on every signed-in page, so vite.config.ts
 * points those packages here for the browser build. Using one of them fails loudly.
 */
function notBundled(what: string): never {
  throw new Error(`${what} is not in Folio's browser build (decision 111, src/web/lib/supabase-unused.ts)`)
}

export class RealtimeClient {
  constructor(..._args: unknown[]) {}
  /** supabase-js hands every new access token to Realtime; there is no socket to tell. */
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve()
  }
  channel(..._args: unknown[]): never {
    return notBundled('Supabase Realtime')
  }
  getChannels(): unknown[] {
    return []
  }
  removeChannel(..._args: unknown[]): Promise<'ok'> {
    return Promise.resolve('ok')
  }
  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([])
  }
}

export class StorageClient {
  constructor(..._args: unknown[]) {}
  from(..._args: unknown[]): never {
    return notBundled('Supabase Storage')
  }
}

export class FunctionsClient {
  constructor(..._args: unknown[]) {}
  invoke(..._args: unknown[]): never {
    return notBundled('Supabase Edge Functions')
  }
}

export class StorageApiError extends Error {}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {} as const
