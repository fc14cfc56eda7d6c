import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import { Skeleton } from '@web/components/ui/skeleton.tsx'
import { cn } from '@web/lib/utils.ts'
import { historyDate, historyLabel, signedAmount } from './credit-history-labels.ts'
import { creditHistoryQueryKey, fetchCreditHistory } from './payments-api.ts'

const FIRST_PAGE = 10
const MAX_ROWS = 100

/** Every credit movement, newest first: beyond the spec, because credits are money. */
export function CreditHistory({ userId }: { userId: string }) {
  const [limit, setLimit] = useState(FIRST_PAGE)
  const titleId = useId()
  const history = useQuery({
    queryKey: creditHistoryQueryKey(userId, limit),
    queryFn: ({ signal }) => fetchCreditHistory(limit, signal),
    placeholderData: keepPreviousData,
  })
  const entries = history.data?.entries ?? []

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-primary" />
          Credit History
        </CardTitle>
        <CardDescription>Purchases, spending and refunds, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="space-y-2" aria-label="Loading credit history">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : history.isError && !history.data ? (
          <div className="flex flex-wrap items-center gap-3 text-sm" role="alert">
            <p>Could not load your credit history.</p>
            <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">No credit activity yet.</p>
        ) : (
          <>
            <table className="w-full text-sm">
              <thead className="sr-only sm:not-sr-only">
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Activity</th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">Credits</th>
                  <th scope="col" className="py-2 text-right font-medium">Balance</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, i) => (
                  <tr key={`${entry.createdAt}-${i}`} className="grid grid-cols-[1fr_auto] border-b last:border-0 sm:table-row">
                    <td className="pt-2 text-muted-foreground sm:py-2 sm:pr-4 sm:whitespace-nowrap">{historyDate(entry.createdAt)}</td>
                    <td className="col-start-1 pb-2 sm:py-2 sm:pr-4">{historyLabel(entry)}</td>
                    <td
                      className={cn(
                        'row-span-2 row-start-1 self-center text-right font-semibold tabular-nums sm:py-2 sm:pr-4',
                        entry.amount > 0 && 'text-emerald-700 dark:text-emerald-400',
                      )}
                    >
                      {signedAmount(entry.amount)}
                    </td>
                    <td className="hidden text-right text-muted-foreground tabular-nums sm:table-cell sm:py-2">{entry.balanceAfter}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {entries.length >= limit && limit < MAX_ROWS ? (
              <Button className="mt-4" size="sm" variant="outline" disabled={history.isFetching} onClick={() => setLimit(Math.min(MAX_ROWS, limit * 3))}>
                {history.isFetching ? 'Loading...' : 'Show more'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}
