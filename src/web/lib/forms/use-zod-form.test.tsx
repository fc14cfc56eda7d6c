// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authMessages, signUpSchema, type SignUpValues } from '@core/auth-forms.ts'
import { FormField } from '@web/components/forms/form-field.tsx'
import { useZodForm } from './use-zod-form.ts'

afterEach(cleanup)

function SignUpForm({ onValid }: { onValid: (values: SignUpValues) => void }) {
  const form = useZodForm(signUpSchema, { email: '', password: '', confirmPassword: '' })
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormField label="Email" {...form.field('email')} />
      <FormField label="Password" type="password" {...form.field('password')} />
      <FormField label="Confirm password" type="password" {...form.field('confirmPassword')} />
      <button type="submit">Create account</button>
    </form>
  )
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }))

describe('useZodForm', () => {
  it('says nothing while the person types before the first submit', () => {
    render(<SignUpForm onValid={vi.fn()} />)
    type('Email', 'not-an-email')
    expect(screen.queryByText(authMessages.email)).toBeNull()
  })

  it('validates on submit, marks the fields and focuses the first one to fix', () => {
    const onValid = vi.fn()
    render(<SignUpForm onValid={onValid} />)
    submit()
    expect(onValid).not.toHaveBeenCalled()
    expect(screen.getByText(authMessages.email)).toBeInTheDocument()
    expect(screen.getByText(authMessages.password)).toBeInTheDocument()
    expect(screen.getByText(authMessages.confirmPassword)).toBeInTheDocument()
    const email = screen.getByLabelText('Email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(authMessages.email)
    expect(email).toHaveFocus()
  })

  it('re-validates on every change after a submit', () => {
    render(<SignUpForm onValid={vi.fn()} />)
    submit()
    type('Email', 'ann@example.com')
    expect(screen.queryByText(authMessages.email)).toBeNull()
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid')
    type('Password', 'secret1')
    type('Confirm password', 'secret2')
    expect(screen.getByText(authMessages.mismatch)).toBeInTheDocument()
    type('Confirm password', 'secret1')
    expect(screen.queryByText(authMessages.mismatch)).toBeNull()
  })

  it('takes what the fields show on submit, also text typed before hydration', async () => {
    const onValid = vi.fn()
    render(<SignUpForm onValid={onValid} />)
    // Set the DOM value without an input event, as keystrokes before hydration leave it.
    for (const [label, value] of [
      ['Email', 'early@example.com'],
      ['Password', 'secret1'],
      ['Confirm password', 'secret1'],
    ] as const) {
      ;(screen.getByLabelText(label) as HTMLInputElement).value = value
    }
    submit()
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'early@example.com', password: 'secret1', confirmPassword: 'secret1' }),
    )
    expect(screen.getByLabelText('Email')).toHaveValue('early@example.com')
  })

  it('hands the parsed values over once they are valid', async () => {
    const onValid = vi.fn()
    render(<SignUpForm onValid={onValid} />)
    type('Email', ' ann@example.com ')
    type('Password', 'secret1')
    type('Confirm password', 'secret1')
    submit()
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret1' }),
    )
  })
})
