import { type FormEvent, type Ref, useId, useState } from 'react'
import { SELECTION_LIMITS } from '@core/selection-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'

export const INSTRUCTION_TEXT = {
  label: 'What should change?',
  placeholder: 'e.g. Add a short example',
  submit: 'Rewrite',
  cancel: 'Cancel',
} as const

/** The custom instruction, in the creator's own words (at most 300 characters). */
export function InstructionForm({
  onSubmit,
  onCancel,
  fieldRef,
}: {
  onSubmit(instruction: string): void
  onCancel(): void
  fieldRef: Ref<HTMLInputElement>
}) {
  const id = useId()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) onSubmit(text.trim())
  }
  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      className="w-full basis-full space-y-2 rounded-md border bg-muted/30 p-3"
    >
      <label htmlFor={id} className="font-medium text-sm">
        {INSTRUCTION_TEXT.label}
      </label>
      <Input
        id={id}
        ref={fieldRef}
        value={text}
        maxLength={SELECTION_LIMITS.instruction}
        placeholder={INSTRUCTION_TEXT.placeholder}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!text.trim()}>
          {INSTRUCTION_TEXT.submit}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {INSTRUCTION_TEXT.cancel}
        </Button>
      </div>
    </form>
  )
}
