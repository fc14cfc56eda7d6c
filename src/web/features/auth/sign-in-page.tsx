/** The Sign in screen's frame; its form arrives with the accounts issue. */
export function SignInPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-bold text-2xl tracking-tight">Sign in</h1>
      <p className="mt-2 text-muted-foreground">Welcome back. Sign in to generate, edit and export your products.</p>
    </div>
  )
}
