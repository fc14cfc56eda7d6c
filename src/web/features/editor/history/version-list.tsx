import type { ChapterVersion } from '@core/project-schemas.ts'
import { cn } from '@web/lib/utils.ts'
import { REASON_LABELS, versionTime } from './version-labels.ts'

interface Props {
  versions: ChapterVersion[]
  selectedId: string | undefined
  onSelect(id: string): void
}

/** Newest first, as the server sends them. */
export function VersionList({ versions, selectedId, onSelect }: Props) {
  return (
    <ul aria-label="Earlier versions" className="max-h-44 space-y-1 overflow-y-auto pr-1 md:max-h-[60dvh]">
      {versions.map((version) => {
        const selected = version.id === selectedId
        return (
          <li key={version.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(version.id)}
              className={cn(
                'w-full rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
                selected ? 'border-primary bg-accent' : 'border-transparent hover:bg-accent',
              )}
            >
              <span className="block font-medium">{REASON_LABELS[version.reason]}</span>
              <time dateTime={version.createdAt} className="block text-muted-foreground text-xs">
                {versionTime(version.createdAt)}
              </time>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
