import { type ChangeEvent, type FormEvent, useState } from 'react'
import type { z } from 'zod'

type StringFields = Record<string, string>
export type FieldErrors<V extends StringFields> = Partial<Record<keyof V & string, string>>

/** The first message per field, in the order the schema reports them. */
export function fieldErrorsOf<V extends StringFields>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path[0]
    if (typeof name === 'string' && !(name in errors)) errors[name] = issue.message
  }
  return errors as FieldErrors<V>
}

function validate<V extends StringFields>(schema: z.ZodType<unknown, V>, values: V): FieldErrors<V> {
  const result = schema.safeParse(values)
  return result.success ? {} : fieldErrorsOf<V>(result.error)
}

/**
 * A small form of text fields checked by a zod schema (docs/product.md#form-validation): nothing is flagged while the
 * person types the first time; the first submit validates, and from then on every change does.
 */
export function useZodForm<V extends StringFields, Out>(schema: z.ZodType<Out, V>, initial: V) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [submitted, setSubmitted] = useState(false)

  function setValue(name: keyof V & string, value: string) {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted) setErrors(validate(schema, next))
  }

  function handleSubmit(onValid: (data: Out) => void | Promise<void>) {
    // A form's onSubmit is not awaited by React: what onValid does after the check is its own to handle.
    return (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault()
      setSubmitted(true)
      // What the fields show wins: on a prerendered page a person may type before the script has
      // hydrated the form, and those keystrokes never reached the state.
      const form = event.currentTarget
      const shown = { ...values }
      for (const name of Object.keys(values) as (keyof V & string)[]) {
        const element = form.elements.namedItem(name)
        if (element instanceof HTMLInputElement) shown[name] = element.value as V[keyof V & string]
      }
      setValues(shown)
      const result = schema.safeParse(shown)
      if (!result.success) {
        const found = fieldErrorsOf<V>(result.error)
        setErrors(found)
        // Take keyboard and screen-reader users straight to the first field to fix.
        const first = Array.from(form.elements).find((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.name in found)
        first?.focus()
        return
      }
      setErrors({})
      void onValid(result.data)
    }
  }

  /** Props for one <FormField>: name, value, onChange and its message. */
  function field(name: keyof V & string) {
    return {
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    }
  }

  function reset(next: V = initial) {
    setValues(next)
    setErrors({})
    setSubmitted(false)
  }

  /** Marks a field with a message from elsewhere (the server refused the value). */
  function setFieldError(name: keyof V & string, message: string) {
    setErrors((current) => ({ ...current, [name]: message }))
  }

  return { values, errors, field, setValue, handleSubmit, reset, setFieldError }
}
