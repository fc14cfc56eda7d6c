// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToasterToast, type ToastState, toast, toastReducer, useToast } from './use-toast.ts'

const t = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, open: true, title: `T${id}`, ...extra })

describe('toastReducer', () => {
  it('keeps only the newest toast when a second is added', () => {
    expect(TOAST_LIMIT).toBe(1)
    let state: ToastState = { toasts: [] }
    state = toastReducer(state, { type: 'ADD_TOAST', toast: t('1') })
    state = toastReducer(state, { type: 'ADD_TOAST', toast: t('2') })
    expect(state.toasts.map((x) => x.id)).toEqual(['2'])
  })

  it('dismiss sets open=false on that toast only, and on all when no id is given', () => {
    const start: ToastState = { toasts: [t('1'), t('2')] }
    const one = toastReducer(start, { type: 'DISMISS_TOAST', toastId: '2' })
    expect(one.toasts.map((x) => x.open)).toEqual([true, false])
    const all = toastReducer(start, { type: 'DISMISS_TOAST' })
    expect(all.toasts.every((x) => x.open === false)).toBe(true)
    // Pure: the input is untouched.
    expect(start.toasts.every((x) => x.open === true)).toBe(true)
  })

  it('update merges into the matching toast and leaves the rest', () => {
    const start: ToastState = { toasts: [t('1', { description: 'old', variant: 'default' }), t('2')] }
    const next = toastReducer(start, { type: 'UPDATE_TOAST', toast: { id: '1', description: 'new' } })
    expect(next.toasts[0]).toMatchObject({ id: '1', title: 'T1', description: 'new', variant: 'default', open: true })
    expect(next.toasts[1]).toBe(start.toasts[1])
  })

  it('remove drops the toast by id, or all without one', () => {
    const start: ToastState = { toasts: [t('1'), t('2')] }
    expect(toastReducer(start, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((x) => x.id)).toEqual(['2'])
    expect(toastReducer(start, { type: 'REMOVE_TOAST' }).toasts).toEqual([])
  })
})

describe('toast() store', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('removes a dismissed toast exactly TOAST_REMOVE_DELAY (1,000,000 ms) later, not before', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
    vi.useFakeTimers()
    const { result } = renderHook(() => useToast())
    let handle!: ReturnType<typeof toast>
    act(() => {
      handle = toast({ title: 'Saved' })
    })
    expect(result.current.toasts).toHaveLength(1)
    expect(result.current.toasts[0]).toMatchObject({ id: handle.id, open: true, title: 'Saved' })

    act(() => handle.dismiss())
    expect(result.current.toasts[0]).toMatchObject({ id: handle.id, open: false })

    act(() => void vi.advanceTimersByTime(999_999))
    expect(result.current.toasts.map((x) => x.id)).toEqual([handle.id])

    act(() => void vi.advanceTimersByTime(1))
    expect(result.current.toasts).toEqual([])
  })

  it('update() from the handle merges new fields into the live toast', () => {
    const { result } = renderHook(() => useToast())
    let handle!: ReturnType<typeof toast>
    act(() => {
      handle = toast({ title: 'Uploading', description: '0%' })
    })
    act(() => handle.update({ description: '100%' }))
    expect(result.current.toasts[0]).toMatchObject({ id: handle.id, title: 'Uploading', description: '100%' })
  })

  it("Radix closing the toast (onOpenChange(false)) dismisses it and still calls the caller's handler", () => {
    const onOpenChange = vi.fn()
    const { result } = renderHook(() => useToast())
    act(() => {
      toast({ title: 'Bye', onOpenChange })
    })
    act(() => result.current.toasts[0]?.onOpenChange?.(false))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(result.current.toasts[0]?.open).toBe(false)
  })
})
