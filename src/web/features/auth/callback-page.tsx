/** The auth callback's frame; reading the session arrives with the accounts issue. */
export function CallbackPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-bold text-2xl tracking-tight">Completing authentication...</h1>
    </div>
  )
}
