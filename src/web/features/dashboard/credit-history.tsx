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

/** Every credit movement, newest first: because credits are money (docs/product.md#credits). */
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
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Activity
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Credits
                  </th>
                  <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, i) => (
                  <tr key={`${entry.createdAt}-${i}`} className="border-b last:border-0">
                    <td className="hidden whitespace-nowrap py-2 pr-4 text-muted-foreground sm:table-cell">
                      {historyDate(entry.createdAt)}
                    </td>
                    <td className="py-2 pr-4">
                      {historyLabel(entry)}
                      {/* Phones have no Date column: the date goes under the activity. */}
                      <span className="block text-muted-foreground text-xs sm:hidden">{historyDate(entry.createdAt)}</span>
                    </td>
                    <td
                      className={cn(
                        'py-2 pr-4 text-right font-semibold tabular-nums',
                        entry.amount > 0 && 'text-emerald-700 dark:text-emerald-400',
                      )}
                    >
                      {signedAmount(entry.amount)}
                    </td>
                    <td className="hidden py-2 text-right text-muted-foreground tabular-nums sm:table-cell">{entry.balanceAfter}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {entries.length >= limit && limit < MAX_ROWS ? (
              <Button
                className="mt-4"
                size="sm"
                variant="outline"
                disabled={history.isFetching}
                onClick={() => setLimit(Math.min(MAX_ROWS, limit * 3))}
              >
                {history.isFetching ? 'Loading...' : 'Show more'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}
