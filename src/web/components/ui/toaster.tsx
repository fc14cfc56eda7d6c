import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx'
import { useToast } from './use-toast.ts'

/** Mount once at the app root; `toast()` calls anywhere render here. */
export function Toaster() {
  const { toasts } = useToast()
  return (
    // One toast at a time: a fresh provider per toast also clears Radix's pause flag, which a click on
    // Close would otherwise leave set, stopping every later toast from closing by itself.
    <ToastProvider key={toasts[0]?.id}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
