/** The Reset password screen's frame; its form arrives with the accounts issue. */
export function ResetPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-bold text-2xl tracking-tight">Reset password</h1>
      <p className="mt-2 text-muted-foreground">We will e-mail you a link to choose a new password.</p>
    </div>
  )
}
