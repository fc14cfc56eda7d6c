import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@core/selling.ts'
import type { Subscriber } from '@core/selling-schemas.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError, retryTransient } from '@web/lib/api-error-text.ts'
import { deleteSubscriber, listSubscribers, sellingQueryKey } from '../selling-api.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { failureOf } from '../shared/failure.ts'
import { dateText, statusLabel } from '../shared/format.ts'
import { cell, DataTable, ExportCsvButton, LoadMore, StatusFilter } from '../shared/list-parts.tsx'
import { EmptyState, FailureAlert } from '../shared/states.tsx'

/** The creator's list: who signed up where, their consent, and erasing one on request. */
export function SubscribersTab({ userId }: { userId: string }) {
  const [status, setStatus] = useState<SubscriberStatus | undefined>(undefined)
  const queryClient = useQueryClient()
  const key = [...sellingQueryKey(userId), 'subscribers', status ?? 'all'] as const
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => listSubscribers({ status, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: retryTransient,
    refetchOnWindowFocus: false,
  })
  const rows = list.data?.pages.flatMap((p) => p.subscribers) ?? []

  const erased = (id: string) =>
    queryClient.setQueryData(key, (data: typeof list.data) =>
      data ? { ...data, pages: data.pages.map((p) => ({ ...p, subscribers: p.subscribers.filter((s) => s.id !== id) })) } : data,
    )

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StatusFilter<SubscriberStatus> statuses={SUBSCRIBER_STATUSES} value={status} onChange={setStatus} />
        <ExportCsvButton what="subscribers" />
      </div>
      {list.error ? (
        <FailureAlert message={describeError(list.error)}>
          <Button type="button" size="sm" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </FailureAlert>
      ) : list.isPending ? (
        <Skeleton className="h-40" />
      ) : rows.length === 0 ? (
        <EmptyState title={status ? `No ${status} subscribers` : 'No subscribers yet'}>
          <p>Publish a product as Free for an e-mail: everyone who confirms their address gets the download and joins this list.</p>
        </EmptyState>
      ) : (
        <>
          <DataTable label="Subscribers" head={['E-mail', 'Status', 'Source', 'Consented', 'Confirmed', 'Actions']}>
            {rows.map((s) => (
              <SubscriberRow key={s.id} subscriber={s} onErased={erased} />
            ))}
          </DataTable>
          <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
        </>
      )}
    </div>
  )
}

function SubscriberRow({ subscriber, onErased }: { subscriber: Subscriber; onErased(id: string): void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  async function erase() {
    setBusy(true)
    try {
      await deleteSubscriber(subscriber.id)
      setConfirming(false)
      onErased(subscriber.id)
      toast({ title: 'Data deleted', description: `${subscriber.email} and their consent record are gone.` })
    } catch (error) {
      setConfirming(false)
      toast({ title: 'Could not delete', description: failureOf(error).message, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <tr className="border-t">
      <td className={`${cell} whitespace-nowrap`}>{subscriber.email}</td>
      <td className={cell}>
        <Badge variant={subscriber.status === 'confirmed' ? 'default' : 'secondary'}>{statusLabel(subscriber.status)}</Badge>
      </td>
      <td className={cell}>{subscriber.sourceTitle ?? '—'}</td>
      <td className={`${cell} whitespace-nowrap`} title={subscriber.consentText}>
        {dateText(subscriber.consentedAt)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{dateText(subscriber.confirmedAt)}</td>
      <td className={`${cell} text-right`}>
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive">
              Delete data <span className="sr-only">of {subscriber.email}</span>
            </Button>
          }
          title="Delete this subscriber's data?"
          description={`${subscriber.email}, their consent record and their place on your list are erased for good. Use this when someone asks you to delete their data.`}
          confirmLabel="Delete data"
          busyLabel="Deleting…"
          busy={busy}
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => void erase()}
        />
      </td>
    </tr>
  )
}
