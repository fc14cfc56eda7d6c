import type { ReactNode, Ref } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx'

/** The frame every auth screen shares: a centred card whose title is the page's h1. */
export function AuthCard({
  title,
  description,
  icon,
  headingRef,
  children,
}: {
  title: string
  description?: ReactNode
  icon?: ReactNode
  /** Lets a screen move focus to the heading when its content changes (reset → 'Check your email'). */
  headingRef?: Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md px-4 py-10 sm:py-16">
      <Card className="w-full">
        <CardHeader>
          {icon}
          <CardTitle asChild>
            <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl outline-none">
              {title}
            </h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </div>
  )
}
