import { MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { errorMessage } from '@web/lib/error-message.ts'
import { getSupabase } from '@web/lib/supabase.ts'

/** Ends every session of this account except the one in this browser (sign-out scope 'others'). */
export function SessionsCard() {
  const [busy, setBusy] = useState(false)

  async function signOutOthers() {
    setBusy(true)
    try {
      const client = await getSupabase()
      const { error } = await client.auth.signOut({ scope: 'others' })
      if (error) {
        toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' })
        return
      }
      toast({ title: 'Signed out of other devices', description: 'Every other session has ended. This device stays signed in.' })
    } catch (error) {
      toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-muted-foreground" />
          Devices
        </CardTitle>
        <CardDescription>Signed in on a shared or lost device? End every other session; this browser stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void signOutOthers()}>
          {busy ? 'Signing out...' : 'Sign out of all other devices'}
        </Button>
      </CardContent>
    </Card>
  )
}
