import { CircleAlert } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert.tsx'

/** docs/product.md#generator: the last failure, kept in the form state, as an alert. */
export function GeneratorError({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Something went wrong</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}
