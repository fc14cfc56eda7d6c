import { Download, LoaderCircle } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '@web/components/ui/button.tsx'
import { Label } from '@web/components/ui/label.tsx'
import { NativeSelect } from '@web/components/ui/native-select.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { downloadCsv, saveFile } from '../selling-api.ts'
import { failureOf } from './failure.ts'
import { statusLabel } from './format.ts'

/** A list's status filter: 'All', then each status. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[]
  value: S | undefined
  onChange(status: S | undefined): void
}) {
  const id = useId()
  return (
    <div className="w-full space-y-2 sm:w-48">
      <Label htmlFor={id}>Status</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as S | undefined)}>
        <option value="">All</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** 'Export CSV': the whole list as the server writes it, saved as a file. */
export function ExportCsvButton({ what }: { what: 'orders' | 'subscribers' }) {
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      const file = await downloadCsv(what)
      saveFile(file)
      toast({ title: 'Downloaded', description: file.fileName })
    } catch (error) {
      toast({ title: 'Could not export', description: failureOf(error).message, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button type="button" variant="outline" disabled={busy} onClick={() => void run()}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  )
}

export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad(): void }) {
  if (!hasMore) return null
  return (
    <div className="flex justify-center pt-2">
      <Button type="button" variant="outline" disabled={loading} onClick={onLoad}>
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  )
}

/** A table that scrolls sideways inside its card on a phone, its header row named. */
export function DataTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    // `relative`: a row's screen-reader-only text (absolutely positioned) is then clipped by this box
    // too; otherwise it sits where its cell is, past a phone's edge, and widens the whole page.
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[40rem] text-sm" aria-label={label}>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export const cell = 'px-3 py-2 align-middle'
