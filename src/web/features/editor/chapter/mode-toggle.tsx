import { BookOpen, Eye, Pencil, Type } from 'lucide-react'
import { cn } from '@web/lib/utils.ts'
import { preloadVisualEditor } from '../visual/lazy-visual-editor.tsx'
import { preloadPagePreview } from '../lazy-parts.tsx'
import type { ChapterMode } from './editor-mode.ts'
import { preloadPreview } from './lazy-preview.tsx'

const MODES: { mode: ChapterMode; label: string; Icon: typeof Eye; preload?: () => void }[] = [
  { mode: 'visual', label: 'Visual', Icon: Type, preload: preloadVisualEditor },
  { mode: 'edit', label: 'Edit', Icon: Pencil },
  { mode: 'preview', label: 'Preview', Icon: Eye, preload: preloadPreview },
  // The real exported pages (decision 87), after the spec's three.
  { mode: 'pages', label: 'Pages', Icon: BookOpen, preload: preloadPagePreview },
]

/** docs/product.md#editor: the chapter view is in visual, edit or preview mode, or shows the pages. Pressed-state buttons rather than tabs: one panel changes. */
export function ModeToggle({ mode, onChange }: { mode: ChapterMode; onChange(mode: ChapterMode): void }) {
  return (
    <div role="group" aria-label="Chapter view" className="inline-flex rounded-md border bg-muted p-0.5">
      {MODES.map(({ mode: m, label, Icon, preload }) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => onChange(m)}
          className={cn(
            // Four modes fit a 390 px phone only without their icons.
            'inline-flex h-8 items-center gap-1.5 rounded-[calc(var(--radius-md)-2px)] px-2.5 font-medium text-sm transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring sm:px-3 [&_svg]:size-4 max-sm:[&_svg]:hidden',
            mode === m ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  )
}
