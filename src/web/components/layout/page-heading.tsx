import type { ReactNode } from 'react'

/** The title block every screen starts with. */
export function PageHeading({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="space-y-3 pb-8">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
      {children}
    </div>
  )
}
