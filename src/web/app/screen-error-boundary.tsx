import { Component, type ReactNode } from 'react'
import { Button } from '@web/components/ui/button.tsx'

interface Props {
  /** The page's path: moving to another page tries again. */
  pathname: string
  children: ReactNode
}

interface State {
  failed: boolean
  pathname: string
}

/**
 * A screen that fails to render (a bug, a chunk that no longer exists after a release) shows this
 * inside the header and footer instead of a blank page. The data router had a default error
 * screen; the declarative one has none (decision 64).
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname }
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="mx-auto max-w-xl space-y-4 px-4 py-16">
        <h1 className="font-bold text-2xl tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">This page could not be shown. Reload it to try again.</p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    )
  }
}
