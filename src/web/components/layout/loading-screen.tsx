import { LoaderCircle } from 'lucide-react'

/** The 'Loading...' spinner of the protected-route wrapper (docs/product.md#shell) and of other waits. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 px-4 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  )
}
