let navigateTo: ((path: string) => void) | null = null

/** The mounted screen lends its router navigation; without it (screen left) a finished draft stays put. */
export function setGeneratorNavigator(navigate: (path: string) => void): () => void {
  navigateTo = navigate
  return () => {
    if (navigateTo === navigate) navigateTo = null
  }
}

export function navigateFromGenerator(path: string): void {
  navigateTo?.(path)
}
