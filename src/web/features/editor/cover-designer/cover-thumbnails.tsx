import type { ReactNode } from 'react'
import type { CoverArt, CoverLayout } from '@core/cover-design.ts'

/*
 * Small drawings of each choice, so a tile shows its structure before the preview draws it: cheap
 * (inline SVG, no request), neutral in colour, the same at every size.
 */

const INK = '#1e1b4b'
const SOFT = '#94a3b8'
const PAPER = '#f8fafc'
const IMAGE = '#c7d2fe'

/** A photo placeholder: the sky, a sun and two hills, clipped to its box. */
function Photo({ x, y, w, h, id }: { x: number; y: number; w: number; h: number; id: string }) {
  return (
    <g clipPath={`url(#${id})`}>
      <clipPath id={id}>
        <rect x={x} y={y} width={w} height={h} />
      </clipPath>
      <rect x={x} y={y} width={w} height={h} fill={IMAGE} />
      <circle cx={x + w * 0.72} cy={y + h * 0.3} r={Math.min(w, h) * 0.11} fill="#fde68a" />
      <path
        d={`M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.55} L${x + w * 0.6} ${y + h * 0.8} L${x + w * 0.8} ${y + h * 0.62} L${x + w} ${y + h} Z`}
        fill="#818cf8"
      />
    </g>
  )
}

const line = (x: number, y: number, w: number, h: number, fill = INK, key?: string) => (
  <rect key={key} x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />
)
/** A centred line of text `w` wide on the 40-wide page. */
const centred = (y: number, w: number, h: number, fill = INK) => line(20 - w / 2, y, w, h, fill)

const LAYOUTS: Record<CoverLayout, (id: string) => ReactNode> = {
  band: (id) => (
    <>
      <Photo x={0} y={0} w={40} h={64} id={id} />
      <rect x={0} y={38} width={40} height={17} fill="#ffffff" opacity={0.9} />
      {centred(41.5, 28, 3.5)}
      {centred(47, 20, 2)}
      {centred(51, 10, 1.5, SOFT)}
    </>
  ),
  framed: (id) => (
    <>
      <rect width={40} height={64} fill={PAPER} />
      <rect x={5} y={5} width={30} height={34} fill="none" stroke={INK} strokeWidth={0.8} />
      <Photo x={7} y={7} w={26} h={30} id={id} />
      {centred(45, 26, 3.5)}
      {centred(51, 18, 2, SOFT)}
      {centred(58, 10, 1.5)}
    </>
  ),
  motif: () => (
    <>
      <rect width={40} height={64} fill="#312e81" />
      {[13, 9.5, 6, 2.5].map((r) => (
        <circle key={r} cx={20} cy={22} r={r} fill="none" stroke="#a5b4fc" strokeWidth={0.9} />
      ))}
      {centred(42, 28, 3.5, '#ffffff')}
      {centred(48, 20, 2, '#c7d2fe')}
      {centred(57, 10, 1.5, '#c7d2fe')}
    </>
  ),
  split: (id) => (
    <>
      <Photo x={0} y={0} w={40} h={32} id={id} />
      <rect y={32} width={40} height={32} fill="#0f766e" />
      {line(5, 38, 28, 3.5, '#ffffff')}
      {line(5, 44, 22, 3.5, '#ffffff')}
      {line(5, 50, 16, 2, '#99f6e4')}
      {line(5, 58, 10, 1.5, '#99f6e4')}
    </>
  ),
  classic: () => (
    <>
      <rect width={40} height={64} fill="#fffbeb" />
      <rect x={3} y={3} width={34} height={58} fill="none" stroke="#92400e" strokeWidth={0.5} />
      {line(10, 14, 20, 0.6, '#92400e')}
      {centred(20, 26, 3.5)}
      {centred(26, 20, 3.5)}
      {centred(33, 16, 1.8, SOFT)}
      {line(10, 40, 20, 0.6, '#92400e')}
      <path d="M20 46 l2 2 l-2 2 l-2 -2 Z" fill="#92400e" />
      {centred(55, 12, 1.8)}
    </>
  ),
  bold: () => (
    <>
      <rect width={40} height={64} fill="#111827" />
      {line(4, 7, 32, 7, '#ffffff')}
      {line(4, 16, 26, 7, '#ffffff')}
      {line(4, 25, 30, 7, '#facc15')}
      {line(4, 38, 10, 1.5, '#facc15')}
      {line(4, 43, 22, 2, '#9ca3af')}
      {line(4, 57, 12, 2, '#ffffff')}
    </>
  ),
  handwritten: () => (
    <>
      <rect width={40} height={64} fill="#fdf2f8" />
      {[12, 20, 28, 36, 44, 52].map((y) => (
        <line key={y} x1={4} x2={36} y1={y} y2={y} stroke="#fbcfe8" strokeWidth={0.4} />
      ))}
      <path d="M7 22 q3 -6 6 0 t6 0 t6 0 t6 0" fill="none" stroke="#9d174d" strokeWidth={1.6} strokeLinecap="round" />
      <path d="M10 30 q2.5 -4 5 0 t5 0 t5 0" fill="none" stroke="#9d174d" strokeWidth={1.2} strokeLinecap="round" />
      <path d="M30 46 c-6 -1 -8 -6 -4 -10 c3 3 6 6 4 10 Z" fill="#f9a8d4" />
      {line(8, 40, 12, 1.5, '#be185d')}
      {centred(57, 10, 1.5, '#9d174d')}
    </>
  ),
  minimal: () => (
    <>
      <rect width={40} height={64} fill="#ffffff" />
      {line(5, 8, 17, 2.6)}
      {line(5, 12.5, 12, 1.5, SOFT)}
      <circle cx={33} cy={48} r={3} fill="#e11d48" />
      {line(5, 57, 9, 1.5)}
    </>
  ),
}

/** The layout's structure on a 40 × 64 page (the front cover's 5:8). */
export function LayoutThumbnail({ layout }: { layout: CoverLayout }) {
  return (
    <svg viewBox="0 0 40 64" aria-hidden="true" className="h-auto w-full rounded-sm shadow-sm">
      {LAYOUTS[layout](`cover-thumb-${layout}`)}
    </svg>
  )
}

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.4, strokeLinecap: 'round' } as const

const ART: Record<CoverArt, ReactNode> = {
  auto: (
    <>
      <path d="M20 6 l3 9 l9 3 l-9 3 l-3 9 l-3 -9 l-9 -3 l9 -3 Z" fill="currentColor" />
      <path d="M31 26 l1.2 3.2 l3.2 1.2 l-3.2 1.2 l-1.2 3.2 l-1.2 -3.2 l-3.2 -1.2 l3.2 -1.2 Z" fill="currentColor" opacity={0.6} />
    </>
  ),
  rings: (
    <>
      {[15, 11, 7, 3].map((r) => (
        <circle key={r} cx={20} cy={20} r={r} {...STROKE} />
      ))}
    </>
  ),
  waves: (
    <>
      {[10, 17, 24, 31].map((y) => (
        <path key={y} d={`M2 ${y} q4.5 -5 9 0 t9 0 t9 0 t9 0`} {...STROKE} />
      ))}
    </>
  ),
  grid: (
    <>
      {[8, 16, 24, 32].map((v) => (
        <g key={v}>
          <line x1={v} x2={v} y1={4} y2={36} {...STROKE} strokeWidth={1} />
          <line y1={v} y2={v} x1={4} x2={36} {...STROKE} strokeWidth={1} />
        </g>
      ))}
    </>
  ),
  dots: (
    <>
      {[8, 16, 24, 32].flatMap((x) => [8, 16, 24, 32].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={2.2} fill="currentColor" />))}
    </>
  ),
  leaves: (
    <>
      {[
        [12, 14, -30],
        [27, 12, 25],
        [18, 28, 40],
        [31, 29, -20],
      ].map(([x, y, a]) => (
        <g key={`${x}-${y}`} transform={`rotate(${a} ${x} ${y})`}>
          <ellipse cx={x} cy={y} rx={4} ry={8} fill="currentColor" opacity={0.85} />
          <line x1={x} x2={x} y1={(y ?? 0) - 7} y2={(y ?? 0) + 7} stroke="#ffffff" strokeWidth={0.6} />
        </g>
      ))}
    </>
  ),
  sunburst: (
    <>
      {Array.from({ length: 9 }, (_, i) => {
        const angle = Math.PI * (i / 8)
        return <line key={i} x1={20} y1={34} x2={20 - Math.cos(angle) * 18} y2={34 - Math.sin(angle) * 18} {...STROKE} />
      })}
      <circle cx={20} cy={34} r={5} fill="currentColor" />
    </>
  ),
  icon: (
    <>
      <path d="M8 30 V12 a2 2 0 0 1 2 -2 h8 a2 2 0 0 1 2 2 v18" {...STROKE} />
      <path d="M20 12 a2 2 0 0 1 2 -2 h8 a2 2 0 0 1 2 2 v18" {...STROKE} />
      <path d="M8 30 h12 h12" {...STROKE} />
    </>
  ),
}

/** A swatch of one built-in art style. */
export function ArtThumbnail({ art }: { art: CoverArt }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className="size-full text-indigo-700">
      {ART[art]}
    </svg>
  )
}
