import { type ReactNode, useId } from 'react'
import { GENERATION_LIMITS, PRODUCT_TYPES, TONES } from '@core/generation.ts'
import { Input } from '@web/components/ui/input.tsx'
import { updateGeneratorForm, useGeneratorForm } from '@web/lib/generator/generator-store.ts'

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

// Native selects: a listbox library would cost the home page more than it gives here.
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm'

function Field({ text, hint, children }: { text: string; hint?: string; children: (id: string, hintId: string | undefined) => ReactNode }) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium text-sm leading-none">
          {text}
        </label>
        {hint ? (
          <span id={hintId} className="text-muted-foreground text-xs">
            {hint}
          </span>
        ) : null}
      </div>
      {children(id, hintId)}
    </div>
  )
}

/** The generator's fields (docs/product.md#generator): topic (required), product type, tone, target audience (optional). */
export function ProductFields() {
  const form = useGeneratorForm()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field text="Topic" hint="Required">
          {(id, hintId) => (
            <Input
              id={id}
              aria-describedby={hintId}
              aria-required="true"
              autoComplete="off"
              maxLength={GENERATION_LIMITS.topic}
              placeholder="e.g. Meal prep for busy parents"
              value={form.topic}
              onChange={(e) => updateGeneratorForm({ topic: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field text="Product type">
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={form.productType}
            onChange={(e) => updateGeneratorForm({ productType: e.target.value as typeof form.productType })}
          >
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {label(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field text="Tone">
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={form.tone}
            onChange={(e) => updateGeneratorForm({ tone: e.target.value as typeof form.tone })}
          >
            {TONES.map((tone) => (
              <option key={tone} value={tone}>
                {label(tone)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field text="Target audience" hint="Optional">
          {(id, hintId) => (
            <Input
              id={id}
              aria-describedby={hintId}
              autoComplete="off"
              maxLength={GENERATION_LIMITS.audience}
              placeholder="e.g. Parents working full time"
              value={form.targetAudience}
              onChange={(e) => updateGeneratorForm({ targetAudience: e.target.value })}
            />
          )}
        </Field>
      </div>
    </div>
  )
}
