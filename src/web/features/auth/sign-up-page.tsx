/** The Create account screen's frame; its form arrives with the accounts issue. */
export function SignUpPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-bold text-2xl tracking-tight">Create account</h1>
      <p className="mt-2 text-muted-foreground">Start with 2 free credits — enough for your first outline.</p>
    </div>
  )
}
