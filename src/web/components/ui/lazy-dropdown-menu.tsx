import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  cloneElement,
  useEffect,
  useRef,
  useState,
} from 'react'
import type * as Menu from './dropdown-menu.tsx'

/** The dropdown's parts, as the menu's content receives them once they have loaded. */
export type DropdownMenuParts = typeof Menu

let loaded: DropdownMenuParts | null = null
let pending: Promise<DropdownMenuParts> | null = null

/** Starts (once) the download of Radix's dropdown code; a failed download is tried again on the next intent. */
export function loadDropdownMenu(): Promise<DropdownMenuParts> {
  if (!pending) {
    pending = import('./dropdown-menu.tsx').then((parts) => (loaded = parts))
    pending.catch(() => {
      pending = null
    })
  }
  return pending
}

type TriggerProps = {
  onPointerEnter?(event: PointerEvent<HTMLElement>): void
  onPointerDown?(event: PointerEvent<HTMLElement>): void
  onFocus?(event: FocusEvent<HTMLElement>): void
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void
  disabled?: boolean
}

export interface LazyDropdownMenuProps {
  /** The button that opens the menu: shown at once, the same before and after the menu's code loads. */
  trigger: ReactElement<TriggerProps>
  triggerDisabled?: boolean
  /** The menu's content, given the dropdown's parts (`DropdownMenuContent`, `DropdownMenuItem`…). */
  content(parts: DropdownMenuParts): ReactNode
  onOpenChange?(open: boolean): void
  modal?: boolean
}

/**
 * A dropdown menu whose Radix code (≈ 15 KB gzip) loads on intent, not with the page (decision 111):
 * the trigger renders at once, pointer over or focus on it starts the download, and a press that
 * comes before the code (pointer down, Enter, Space, Arrow down, like Radix's own trigger) opens the
 * menu as soon as it has arrived, so the first press is never lost.
 */
export function LazyDropdownMenu({ trigger, triggerDisabled = false, content, onOpenChange, modal }: LazyDropdownMenuProps) {
  const [parts, setParts] = useState<DropdownMenuParts | null>(loaded)
  const [open, setOpen] = useState(false)
  // The stand-in trigger, as its last focus saw it (to hand focus over when the code arrives).
  const placeholder = useRef<HTMLElement | null>(null)
  const realTrigger = useRef<HTMLButtonElement>(null)
  // The placeholder had focus when the code arrived: the real trigger takes it over (unless the menu opens).
  const refocus = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const arrive = (opening: boolean) =>
    void loadDropdownMenu().then(
      (loadedParts) => {
        if (!mounted.current) return
        refocus.current = !opening && placeholder.current !== null && placeholder.current === document.activeElement
        if (opening) setOpen(true)
        setParts(loadedParts)
      },
      () => undefined,
    )

  useEffect(() => {
    if (!parts) return
    // An opening menu takes focus itself.
    const focus = refocus.current && !open
    refocus.current = false
    if (focus) realTrigger.current?.focus()
  }, [parts, open])

  const changeOpen = (next: boolean) => {
    setOpen(next)
    onOpenChange?.(next)
  }

  if (!parts)
    return (
      <StandInTrigger
        trigger={trigger}
        disabled={triggerDisabled}
        onIntent={(element) => {
          if (element) placeholder.current = element
          arrive(false)
        }}
        onPress={() => {
          onOpenChange?.(true)
          arrive(true)
        }}
      />
    )

  const { DropdownMenu, DropdownMenuTrigger } = parts
  return (
    <DropdownMenu open={open} onOpenChange={changeOpen} modal={modal}>
      <DropdownMenuTrigger asChild disabled={triggerDisabled} ref={realTrigger}>
        {trigger}
      </DropdownMenuTrigger>
      {content(parts)}
    </DropdownMenu>
  )
}

/** The trigger before the menu's code is there: the same button, with Radix's closed-menu attributes. */
function StandInTrigger({
  trigger,
  disabled,
  onIntent,
  onPress,
}: {
  trigger: ReactElement<TriggerProps>
  disabled: boolean
  /** Pointer over or focus on the button (focus passes the button, to hand focus over later). */
  onIntent(focused: HTMLElement | null): void
  onPress(): void
}) {
  const own = trigger.props
  return cloneElement(trigger, {
    disabled,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      onIntent(null)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      onIntent(event.currentTarget)
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event)
      if (disabled || event.button !== 0 || event.ctrlKey) return
      // Radix opens on pointer down, not on click: so does the stand-in.
      event.preventDefault()
      onPress()
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event)
      if (disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return
      event.preventDefault()
      onPress()
    },
  } as TriggerProps)
}
