import { Search } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { Input } from '@web/components/ui/input.tsx'
import { onAccountChange, userLeft } from '@web/lib/auth/account.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import type { SearchEngine } from '@web/lib/search/search-engine.ts'
import { cn } from '@web/lib/utils.ts'

const SHOWN = 8
export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`

/**
 * The header's search (a combobox): results as you type across pages, guides, templates, starter
 * kits and the signed-in user's projects, small typos forgiven; arrows choose, Enter opens the
 * chosen result or, with none chosen, the results page. The index is loaded on first focus, not
 * with the page.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [engine, setEngine] = useState<SearchEngine | null>(null)
  const [, setProjectsVersion] = useState(0)
  const userId = useAuth().user?.id ?? null
  const navigate = useNavigate()
  const listId = useId()

  // The header stays on screen through a sign-out: what the previous user typed goes with them.
  useEffect(
    () =>
      onAccountChange((next, previous) => {
        if (!userLeft(next, previous)) return
        setQuery('')
        setOpen(false)
        setActive(-1)
      }),
    [],
  )

  const warmUp = () => {
    void import('@web/lib/search/search-engine.ts').then(({ sharedSearchEngine }) => {
      const shared = sharedSearchEngine()
      setEngine(shared)
      // Projects arrive a moment later; a failed fetch just leaves them out.
      shared.refreshProjects(userId).then(
        (changed) => changed && setProjectsVersion((v) => v + 1),
        () => undefined,
      )
    })
  }
  const results = engine && query.trim() ? engine.search(query, userId, SHOWN) : []
  const expanded = open && query.trim() !== ''

  const go = (href: string) => {
    setOpen(false)
    setActive(-1)
    void navigate(href)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      const last = results.length - 1
      // Moving past either end returns to the text field (-1), as in most comboboxes.
      setActive((i) => (e.key === 'ArrowDown' ? (i >= last ? -1 : i + 1) : i <= -1 ? last : i - 1))
    } else if (e.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault()
        const chosen = results[active]
        if (chosen) go(chosen.href)
        else if (query.trim()) go(searchPath(query))
      }}
    >
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        name="q"
        placeholder="Search..."
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className="h-9 pl-9"
        value={query}
        onFocus={() => {
          warmUp()
          setOpen(true)
        }}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded || results.length === 0}
        className="absolute top-full right-0 z-50 mt-2 max-h-96 w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {results.map((entry, i) => (
          <li
            key={entry.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={cn('cursor-pointer rounded-sm px-3 py-2 text-sm', i === active && 'bg-accent')}
            // Chosen before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault()
              go(entry.href)
            }}
            onMouseMove={() => setActive(i)}
          >
            <span className="block font-medium">{entry.title}</span>
            <span className="block truncate text-muted-foreground text-xs">
              {entry.kindLabel} · {entry.detail}
            </span>
          </li>
        ))}
      </ul>
      {expanded && results.length === 0 ? (
        <p
          role="status"
          className="absolute top-full right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-md border bg-popover px-3 py-2 text-muted-foreground text-sm shadow-lg"
        >
          {engine ? 'No matches. Press Enter to see all results.' : 'Loading…'}
        </p>
      ) : null}
    </form>
  )
}
