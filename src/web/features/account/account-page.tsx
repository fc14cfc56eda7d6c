import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { ChangePasswordCard } from './change-password-card.tsx'
import { SessionsCard } from './sessions-card.tsx'
import { TwoFactorCard } from './two-factor-card.tsx'

/** Password, two-factor and device settings of the signed-in user (inside the protected route). */
export function AccountPage() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeading title="Account" lead={<>Signed in as {user.email}</>} />
      <div className="space-y-6">
        <ChangePasswordCard />
        <TwoFactorCard userId={user.id} />
        <SessionsCard />
      </div>
    </div>
  )
}
