import { useRef, useState } from 'react'
import { Sparkles } from 'lucide-react'
import { TONES } from '@core/generation.ts'
import { SELECTION_LIMITS } from '@core/selection-limits.ts'
import { Button } from '@web/components/ui/button.tsx'
import { LazyDropdownMenu } from '@web/components/ui/lazy-dropdown-menu.tsx'
import { type Passage, tooLong } from './selection-core.ts'
import type { SelectionAsk } from './selection-request.ts'

/** The menu's words (docs/product.md#editor). */
export const SELECTION_MENU = {
  button: 'AI edit',
  buttonLabel: 'AI edit of the selected text',
  noSelection: 'Select some text in the chapter first.',
  unreadable: 'In Visual mode AI edit works outside tables. Switch to Edit to change this text.',
  tooLong: `Select at most ${SELECTION_LIMITS.selection.toLocaleString('en')} characters.`,
  tone: 'Change tone',
  custom: 'Custom instruction…',
} as const

export const SELECTION_ACTION_LABELS = {
  rewrite: 'Rewrite',
  expand: 'Expand',
  shorten: 'Shorten',
  simplify: 'Simplify',
  grammar: 'Fix grammar',
} as const

const toneLabel = (tone: string) => tone.charAt(0).toUpperCase() + tone.slice(1)

interface SelectionMenuProps {
  /** Reads the editor's selection as the menu opens. */
  selected(): Passage | 'unreadable' | null
  onAsk(passage: Passage, ask: SelectionAsk): void
  onCustom(passage: Passage): void
  /** The menu closed after a choice: focus goes to what the choice opened, not back to this button. */
  onChosen(): void
  disabled?: boolean
  /** A click looks likely (pointer over or focus on the button): what a choice opens can start loading. */
  onIntent?(): void
}

/** 'AI edit': the actions on the selected text; it reads the selection when it opens, so it can sit in any toolbar. */
export function SelectionMenu({ selected, onAsk, onCustom, onChosen, disabled = false, onIntent }: SelectionMenuProps) {
  const [passage, setPassage] = useState<Passage | 'unreadable' | null>(null)
  const usable = passage && passage !== 'unreadable' && !tooLong(passage) ? passage : null
  // After a choice, focus goes to the suggestion (or the instruction form), not back to this button.
  const chose = useRef(false)
  const choose = (run: () => void) => () => {
    chose.current = true
    run()
  }
  const onOpenChange = (open: boolean) => {
    if (!open) return
    onIntent?.()
    chose.current = false
    setPassage(selected())
  }
  return (
    // Radix's dropdown code loads with the same intent (decision 111).
    <LazyDropdownMenu
      onOpenChange={onOpenChange}
      triggerDisabled={disabled}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={SELECTION_MENU.buttonLabel}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          <Sparkles aria-hidden="true" />
          {SELECTION_MENU.button}
        </Button>
      }
      content={({ DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator }) => (
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            if (!chose.current) return
            event.preventDefault()
            onChosen()
          }}
          className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
        >
          {usable ? (
            <>
              {Object.entries(SELECTION_ACTION_LABELS).map(([action, label]) => (
                <DropdownMenuItem
                  key={action}
                  onSelect={choose(() => onAsk(usable, { action: action as keyof typeof SELECTION_ACTION_LABELS }))}
                >
                  {label}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="text-muted-foreground text-xs">{SELECTION_MENU.tone}</DropdownMenuLabel>
              {TONES.map((tone) => (
                <DropdownMenuItem key={tone} inset onSelect={choose(() => onAsk(usable, { action: 'tone', tone }))}>
                  {toneLabel(tone)}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={choose(() => onCustom(usable))}>{SELECTION_MENU.custom}</DropdownMenuItem>
            </>
          ) : (
            <DropdownMenuItem disabled>
              {passage === 'unreadable' ? SELECTION_MENU.unreadable : passage ? SELECTION_MENU.tooLong : SELECTION_MENU.noSelection}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      )}
    />
  )
}
