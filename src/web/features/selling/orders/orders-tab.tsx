import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ORDER_STATUSES, type OrderStatus } from '@core/selling.ts'
import type { Order } from '@core/selling-schemas.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError, retryTransient } from '@web/lib/api-error-text.ts'
import { listOrders, refundOrder, sellingQueryKey } from '../selling-api.ts'
import { ConfirmDialog } from '../shared/confirm-dialog.tsx'
import { failureOf } from '../shared/failure.ts'
import { dateText, money, statusLabel } from '../shared/format.ts'
import { cell, DataTable, ExportCsvButton, LoadMore, StatusFilter } from '../shared/list-parts.tsx'
import { EmptyState, FailureAlert } from '../shared/states.tsx'

/** Every order, newest first, a page at a time; a paid one can be refunded. */
export function OrdersTab({ userId }: { userId: string }) {
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined)
  const queryClient = useQueryClient()
  const key = [...sellingQueryKey(userId), 'orders', status ?? 'all'] as const
  const orders = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => listOrders({ status, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: retryTransient,
    refetchOnWindowFocus: false,
  })
  const rows = orders.data?.pages.flatMap((p) => p.orders) ?? []

  const refunded = (order: Order) => {
    queryClient.setQueryData(key, (data: typeof orders.data) =>
      data ? { ...data, pages: data.pages.map((p) => ({ ...p, orders: p.orders.map((o) => (o.id === order.id ? order : o)) })) } : data,
    )
    void queryClient.invalidateQueries({ queryKey: [...sellingQueryKey(userId), 'stats'] })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StatusFilter<OrderStatus> statuses={ORDER_STATUSES} value={status} onChange={setStatus} />
        <ExportCsvButton what="orders" />
      </div>
      {orders.error ? (
        <FailureAlert message={describeError(orders.error)}>
          <Button type="button" size="sm" variant="outline" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </FailureAlert>
      ) : orders.isPending ? (
        <Skeleton className="h-40" />
      ) : rows.length === 0 ? (
        <EmptyState title={status ? `No ${status} orders` : 'No orders yet'}>
          <p>When someone buys one of your products, the order shows here with the buyer's e-mail and downloads.</p>
        </EmptyState>
      ) : (
        <>
          <DataTable label="Orders" head={['Date', 'Product', 'Buyer', 'Amount', 'Status', 'Downloads', 'Actions']}>
            {rows.map((order) => (
              <OrderRow key={order.id} order={order} onRefunded={refunded} />
            ))}
          </DataTable>
          <LoadMore hasMore={orders.hasNextPage} loading={orders.isFetchingNextPage} onLoad={() => void orders.fetchNextPage()} />
        </>
      )}
    </div>
  )
}

function OrderRow({ order, onRefunded }: { order: Order; onRefunded(order: Order): void }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const amount = order.amount === 0 ? 'Free' : money(order.amount, order.currency)

  async function refund() {
    setBusy(true)
    setError(null)
    try {
      onRefunded(await refundOrder(order.id))
      toast({ title: 'Refunded', description: `${amount} to ${order.email}. Their download links no longer work.` })
    } catch (e) {
      const f = failureOf(e)
      setError(f.code === 'order_not_refundable' ? `${f.message} This one is ${order.status}.` : f.message)
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <tr className="border-t">
      <td className={`${cell} whitespace-nowrap`}>{dateText(order.paidAt ?? order.createdAt)}</td>
      <td className={cell}>{order.productTitle}</td>
      <td className={`${cell} whitespace-nowrap`}>{order.email}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{amount}</td>
      <td className={cell}>
        <Badge variant={order.status === 'paid' ? 'default' : order.status === 'pending' ? 'outline' : 'secondary'}>
          {statusLabel(order.status)}
        </Badge>
      </td>
      <td className={`${cell} tabular-nums`}>{order.downloads}</td>
      <td className={`${cell} text-right`}>
        {order.status === 'paid' && order.amount > 0 ? (
          <ConfirmDialog
            trigger={
              <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive">
                Refund <span className="sr-only">{order.email}</span>
              </Button>
            }
            title="Refund this order?"
            description={`${amount} goes back to ${order.email}, and their download links stop working. This cannot be undone.`}
            confirmLabel="Refund"
            busyLabel="Refunding…"
            busy={busy}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => void refund()}
          />
        ) : null}
        {error ? (
          <p role="alert" className="max-w-xs text-left text-destructive text-xs">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  )
}
