import { useId, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { ChevronDown, LoaderCircle, RefreshCcw } from 'lucide-react'
import { LAUNCH_LIMITS, LAUNCH_PIECE_LABELS, LAUNCH_PRESETS, type LaunchPiece } from '@core/launch-kit.ts'
import { Button } from '@web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { CharCount } from './fields.tsx'
import { LAUNCH_TEXT, PRESET_LABELS } from './launch-text.ts'

interface RegenerateMenuProps {
  piece: LaunchPiece
  busy: boolean
  disabled?: boolean
  onRegenerate(instruction: string): void
}

/** 'Regenerate' ▾: Shorter, More playful, More formal, or the creator's own words (≤ 300 characters). */
export function RegenerateMenu({ piece, busy, disabled, onRegenerate }: RegenerateMenuProps) {
  const [custom, setCustom] = useState(false)
  const [instruction, setInstruction] = useState('')
  const fieldId = useId()
  const trimmed = instruction.trim()
  const tooLong = instruction.length > LAUNCH_LIMITS.instruction
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" size="sm" variant="outline" disabled={busy || disabled}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RefreshCcw aria-hidden="true" />}
            {busy ? LAUNCH_TEXT.regenerating : LAUNCH_TEXT.regenerate} <span className="sr-only">{LAUNCH_PIECE_LABELS[piece]}</span>
            {busy ? null : <ChevronDown aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-64">
          <DropdownMenuLabel className="font-normal text-muted-foreground text-xs">{LAUNCH_TEXT.regenerateNote}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {LAUNCH_PRESETS.map((preset) => (
            <DropdownMenuItem key={preset} onSelect={() => onRegenerate(preset)}>
              {PRESET_LABELS[preset]}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setCustom(true)}>{LAUNCH_TEXT.custom}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog.Root open={custom} onOpenChange={setCustom}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg border bg-background p-6 shadow-lg">
            <Dialog.Title className="font-semibold text-lg">{LAUNCH_TEXT.customTitle}</Dialog.Title>
            <Dialog.Description className="text-muted-foreground text-sm">
              {LAUNCH_PIECE_LABELS[piece]}. {LAUNCH_TEXT.regenerateNote}
            </Dialog.Description>
            <form
              className="space-y-3"
              onSubmit={(e) => {
                e.preventDefault()
                if (!trimmed || tooLong) return
                setCustom(false)
                setInstruction('')
                onRegenerate(trimmed)
              }}
            >
              <div className="space-y-1">
                <div className="flex items-center">
                  <label htmlFor={fieldId} className="font-medium text-sm">
                    {LAUNCH_TEXT.customLabel}
                  </label>
                  <span className="ml-auto">
                    <CharCount id={`${fieldId}-count`} length={instruction.length} limit={LAUNCH_LIMITS.instruction} />
                  </span>
                </div>
                <Textarea
                  id={fieldId}
                  rows={3}
                  value={instruction}
                  aria-describedby={`${fieldId}-count`}
                  aria-invalid={tooLong || undefined}
                  placeholder="e.g. Speak to busy parents, and mention the printable checklists."
                  onChange={(e) => setInstruction(e.target.value)}
                />
              </div>
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={!trimmed || tooLong}>
                  {LAUNCH_TEXT.customSubmit}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
