import type { ReactNode } from 'react'

export interface InfoPageProps {
  title: string
  lead?: string
  children: ReactNode
}

/**
 * Shared layout for the footer's information pages: a centred, readable column with the
 * page title, an optional lead paragraph and prose children. Children use plain h2, p, ul
 * and a elements; the descendant styles below give them consistent spacing and link colour.
 * The root is a plain div: the app shell owns the <main> landmark, so pages must not add a second one.
 */
export function InfoPage({ title, lead, children }: InfoPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 text-foreground">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-7 text-muted-foreground">{lead}</p> : null}
      <div className="mt-6 space-y-4 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:leading-7 [&_p]:leading-7 [&_section]:space-y-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </div>
  )
}
