import { lazy, Suspense } from 'react'
import { useToast } from '@web/components/ui/use-toast.ts'

const Toaster = lazy(() => import('@web/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })))

/** Radix Toast is ~30 kB: its code loads with the first toast instead of with every page. */
export function ToasterSlot() {
  const { toasts } = useToast()
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
