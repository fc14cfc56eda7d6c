import type { ReactNode } from 'react'
import { createStore } from 'zustand/vanilla'
import { useStoreValue } from '@web/lib/use-store.ts'
import type { ToastActionElement, ToastProps } from './toast.tsx'

/** docs/product.md#toasts: one toast at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1
/** A dismissed toast lingers in state this long so its exit animation can finish. */
export const TOAST_REMOVE_DELAY = 1_000_000
/** Auto-close after this many ms (paused while hovered or focused). */
export const TOAST_DURATION = 5000
/** Swipe right further than this many px to dismiss. */
export const TOAST_SWIPE_THRESHOLD = 50

export type ToasterToast = ToastProps & {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ToastActionElement
}

export type ToastState = { toasts: ToasterToast[] }

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

/** Pure: timers live in `dispatch`, so this can be tested without a clock. An omitted toastId means every toast. */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      }
    case 'REMOVE_TOAST':
      return {
        ...state,
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      }
  }
}

// Module-level store so `toast()` works from anywhere (mutation callbacks, non-React code).
const store = createStore<ToastState>()(() => ({ toasts: [] }))
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(toastId: string) {
  if (removeTimers.has(toastId)) return
  const timer = setTimeout(() => {
    removeTimers.delete(toastId)
    dispatch({ type: 'REMOVE_TOAST', toastId })
  }, TOAST_REMOVE_DELAY)
  removeTimers.set(toastId, timer)
}

function dispatch(action: ToastStoreAction) {
  const before = store.getState()
  store.setState(toastReducer(before, action), true)
  if (action.type === 'DISMISS_TOAST') {
    for (const t of before.toasts) if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id)
  } else if (action.type === 'REMOVE_TOAST') {
    for (const t of before.toasts) {
      if (action.toastId !== undefined && t.id !== action.toastId) continue
      clearTimeout(removeTimers.get(t.id))
      removeTimers.delete(t.id)
    }
  }
}

let count = 0
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return String(count)
}

export type ToastInput = Omit<ToasterToast, 'id'>

export function toast({ onOpenChange, ...props }: ToastInput) {
  const id = genId()
  const update = (next: Partial<ToasterToast>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } })
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id })
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      // Radix reports auto-close, swipe, Escape and the close button here.
      onOpenChange: (open) => {
        onOpenChange?.(open)
        if (!open) dismiss()
      },
    },
  })
  return { id, dismiss, update }
}

export function useToast() {
  const state = useStoreValue(store, (s) => s)
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  }
}
