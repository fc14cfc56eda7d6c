import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PageHeading } from '@web/components/layout/page-heading.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { sharedSearchEngine } from '@web/lib/search/search-engine.ts'
import { type SearchEntry, SEARCH_KIND_LABELS } from '@web/lib/search/search-entries.ts'

/** Every result of a search, grouped: pages, guides, templates, starter kits and the user's projects. */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const [, setProjectsVersion] = useState(0)
  const userId = useAuth().user?.id ?? null
  const engine = sharedSearchEngine()

  useEffect(() => {
    engine.refreshProjects(userId).then(
      (changed) => changed && setProjectsVersion((v) => v + 1),
      () => undefined,
    )
  }, [engine, userId])

  const results = query.trim() ? engine.search(query, userId) : []
  // The group of the best result comes first, so the page opens on what the header's list shows first.
  const groups = [...new Set(results.map((r) => r.kind))].map((kind) => ({ kind, entries: results.filter((r) => r.kind === kind) }))

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageHeading
        title="Search"
        lead={
          query.trim()
            ? `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query.trim()}”`
            : 'Find pages, guides, templates, starter kits and your projects.'
        }
      />
      {/* Keyed by the query: a new search (header, Back) refills the field. */}
      <SearchForm key={query} initial={query} onSearch={(q) => setParams(q ? { q } : {})} />
      {query.trim() && results.length === 0 ? (
        <p className="mt-8 text-muted-foreground">
          No results. Try another word, or browse the{' '}
          <Link className="text-primary underline" to="/learn">
            guides
          </Link>{' '}
          and{' '}
          <Link className="text-primary underline" to="/templates">
            templates
          </Link>
          .
        </p>
      ) : null}
      {groups.map((group) => (
        <ResultGroup key={group.kind} title={SEARCH_KIND_LABELS[group.kind]} entries={group.entries} />
      ))}
    </div>
  )
}

function ResultGroup({ title, entries }: { title: string; entries: SearchEntry[] }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-semibold text-xl">
        {title} <span className="font-normal text-muted-foreground text-base">({entries.length})</span>
      </h2>
      <ul className="mt-3 divide-y rounded-xl border">
        {entries.map((entry) => (
          <li key={entry.id} className="p-4">
            <Link to={entry.href} className="font-medium text-primary underline-offset-4 hover:underline">
              {entry.title}
            </Link>
            <p className="mt-1 text-muted-foreground text-sm">{entry.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(initial)
  const fieldId = useId()
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        Search pages, guides, templates, starter kits and projects
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={fieldId} type="search" className="pl-9" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button type="submit">Search</Button>
    </form>
  )
}
