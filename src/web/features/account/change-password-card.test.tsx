// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { AuthApiError } from '@supabase/supabase-js'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authMessages } from '@core/auth-forms.ts'
import { ChangePasswordCard } from './change-password-card.tsx'
import { passwordChangeMessages } from './password-change-failure.ts'

// GoTrue words current_password_required and current_password_invalid the same way: only the code differs.
const SAME_MESSAGE = 'Current password required when setting new password.'
const updateUser = vi.fn()
vi.mock('@web/lib/supabase.ts', () => ({ getSupabase: () => Promise.resolve({ auth: { updateUser } }) }))

afterEach(() => {
  cleanup()
  updateUser.mockReset()
})

function fillAndSubmit() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
  type('Current password', 'old-Password-1')
  type('New password', 'staple-lantern-orbit-42')
  type('Confirm new password', 'staple-lantern-orbit-42')
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }))
}

describe('ChangePasswordCard', () => {
  it('sends the current password with the new one', async () => {
    updateUser.mockResolvedValue({ data: { user: {} }, error: null })
    render(<ChangePasswordCard />)
    fillAndSubmit()
    await waitFor(() =>
      expect(updateUser).toHaveBeenCalledWith({ password: 'staple-lantern-orbit-42', current_password: 'old-Password-1' }),
    )
  })

  it.each([
    ['current_password_invalid', 400, 'Current password', passwordChangeMessages.currentPasswordInvalid],
    ['current_password_required', 400, 'Current password', authMessages.currentPassword],
    ['same_password', 422, 'New password', passwordChangeMessages.samePassword],
  ])('shows %s on the field to fix, by its code', async (code, status, label, message) => {
    updateUser.mockResolvedValue({ data: { user: null }, error: new AuthApiError(SAME_MESSAGE, status, code) })
    render(<ChangePasswordCard />)
    fillAndSubmit()
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message))
  })
})
