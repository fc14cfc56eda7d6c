import { hex, mix, type Rgb, WHITE } from './scene.ts'

/**
 * The things on the table (decision 86), each an SVG of its own size drawn from shapes and
 * gradients: a tablet, a cup of coffee, a pencil, a sprig of leaves. Seen from straight above, lit
 * from the upper left like the backdrops. Their shadows are drawn apart (scene.ts), so these stay
 * filter-free and quick to rasterise.
 */

export interface Prop {
  svg: string
  width: number
  height: number
}

const wrap = (width: number, height: number, body: string): Prop => ({
  width: Math.ceil(width),
  height: Math.ceil(height),
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}">${body}</svg>`,
})

/** The tablet's measures around a screen of the given size: the bezel, and where the screen sits. */
export function tabletGeometry(screenWidth: number, screenHeight: number) {
  const bezel = Math.round(screenWidth * 0.06)
  const width = screenWidth + 2 * bezel
  const height = screenHeight + 2 * bezel
  return { bezel, width, height, radius: bezel * 1.5, screen: { left: bezel, top: bezel, width: screenWidth, height: screenHeight } }
}

/** A dark tablet body with a lit rim and a camera; the screen is left black for the cover to go on. */
export function tabletFrame(screenWidth: number, screenHeight: number): Prop {
  const g = tabletGeometry(screenWidth, screenHeight)
  const rim = 5
  return wrap(
    g.width,
    g.height,
    `<defs>
      <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3b40"/><stop offset="0.5" stop-color="#1d1e22"/><stop offset="1" stop-color="#111214"/></linearGradient>
      <linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b9bcc4"/><stop offset="0.45" stop-color="#6d7079"/><stop offset="1" stop-color="#2c2d31"/></linearGradient>
    </defs>
    <rect x="0" y="0" width="${g.width}" height="${g.height}" rx="${g.radius}" fill="url(#rim)"/>
    <rect x="${rim}" y="${rim}" width="${g.width - 2 * rim}" height="${g.height - 2 * rim}" rx="${g.radius - rim}" fill="url(#body)"/>
    <rect x="${g.screen.left - 2}" y="${g.screen.top - 2}" width="${g.screen.width + 4}" height="${g.screen.height + 4}" rx="6" fill="#050506"/>
    <circle cx="${g.width / 2}" cy="${g.bezel / 2}" r="${g.bezel * 0.11}" fill="#08090b" stroke="#2f3036" stroke-width="2"/>
    <circle cx="${g.width / 2 - g.bezel * 0.03}" cy="${g.bezel / 2 - g.bezel * 0.03}" r="${g.bezel * 0.035}" fill="#3c4a66"/>`,
  )
}

/** Glass over the screen: a faint diagonal reflection, lighter at the upper left. */
export function screenGlass(width: number, height: number): Prop {
  return wrap(
    width,
    height,
    `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="0.8">
      <stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.42" stop-color="#fff" stop-opacity="0.05"/>
      <stop offset="0.4201" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#glass)"/>`,
  )
}

/**
 * A printed cover's light: the hinge a little in from the spine (a dark crease and a lit ridge) and
 * a soft sheen, laid over the flat cover so it reads as a book rather than a picture.
 */
export function bookLight(width: number, height: number): Prop {
  const crease = width * 0.035
  return wrap(
    width,
    height,
    `<defs>
      <linearGradient id="hinge" x1="0" y1="0" x2="${(crease * 2.2) / width}" y2="0">
        <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.2"/>
        <stop offset="0.5" stop-color="#000" stop-opacity="0.22"/><stop offset="0.75" stop-color="#fff" stop-opacity="0.12"/>
        <stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
      <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/>
        <stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sheen)"/>
    <rect width="${crease * 2.2}" height="${height}" fill="url(#hinge)"/>
    <rect width="${width}" height="${height}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`,
  )
}

/** A cup of coffee on its saucer, `size` across the saucer; the handle points to the lower right. */
export function coffeeCup(size: number): Prop {
  const c = size / 2
  const saucer = size * 0.5
  const cup = size * 0.31
  const coffee = size * 0.255
  return wrap(
    size,
    size,
    `<defs>
      <radialGradient id="saucer" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#ece8e2"/><stop offset="1" stop-color="#d8d2ca"/></radialGradient>
      <radialGradient id="cup" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e2ddd6"/></radialGradient>
      <radialGradient id="coffee" cx="0.45" cy="0.42" r="0.65"><stop offset="0" stop-color="#8a5a3a"/><stop offset="0.6" stop-color="#5c3521"/><stop offset="1" stop-color="#3a2014"/></radialGradient>
    </defs>
    <circle cx="${c}" cy="${c}" r="${saucer - 2}" fill="url(#saucer)" stroke="#cfc8bf" stroke-width="2"/>
    <circle cx="${c}" cy="${c}" r="${saucer * 0.72}" fill="none" stroke="#d9d3cb" stroke-width="3"/>
    <rect x="${c + cup * 0.78}" y="${c + cup * 0.55}" width="${cup * 0.62}" height="${cup * 0.3}" rx="${cup * 0.15}" fill="#f4f1ec" stroke="#d6d0c8" stroke-width="2" transform="rotate(38 ${c + cup * 0.78} ${c + cup * 0.7})"/>
    <circle cx="${c}" cy="${c}" r="${cup}" fill="url(#cup)" stroke="#d3ccc3" stroke-width="2"/>
    <circle cx="${c}" cy="${c}" r="${coffee}" fill="url(#coffee)"/>
    <ellipse cx="${c - coffee * 0.3}" cy="${c - coffee * 0.35}" rx="${coffee * 0.38}" ry="${coffee * 0.16}" fill="#fff" fill-opacity="0.16" transform="rotate(-32 ${c - coffee * 0.3} ${c - coffee * 0.35})"/>
    <circle cx="${c}" cy="${c}" r="${coffee}" fill="none" stroke="#c9a27e" stroke-opacity="0.55" stroke-width="${size * 0.008}"/>`,
  )
}

/** A yellow pencil `length` long, lying at `degrees` (0 points right), in a box that holds it turned. */
export function pencil(length: number, degrees: number): Prop {
  const w = length * 0.055
  const a = (degrees * Math.PI) / 180
  const boxW = Math.abs(length * Math.cos(a)) + Math.abs(w * Math.sin(a)) + 8
  const boxH = Math.abs(length * Math.sin(a)) + Math.abs(w * Math.cos(a)) + 8
  const x0 = boxW / 2 - length / 2
  const y0 = boxH / 2 - w / 2
  const eraser = length * 0.07
  const ferrule = length * 0.06
  const tip = length * 0.11
  const body = length - eraser - ferrule - tip
  return wrap(
    boxW,
    boxH,
    `<defs>
      <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd766"/><stop offset="0.5" stop-color="#f3b92f"/><stop offset="1" stop-color="#c98d12"/></linearGradient>
      <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f1f1"/><stop offset="0.5" stop-color="#a9a9ad"/><stop offset="1" stop-color="#6d6d72"/></linearGradient>
      <linearGradient id="rubber" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6a3a3"/><stop offset="1" stop-color="#c86464"/></linearGradient>
      <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d9b5"/><stop offset="1" stop-color="#c9a57b"/></linearGradient>
    </defs>
    <g transform="rotate(${degrees} ${boxW / 2} ${boxH / 2})">
      <rect x="${x0}" y="${y0}" width="${eraser + 4}" height="${w}" rx="${w * 0.3}" fill="url(#rubber)"/>
      <rect x="${x0 + eraser}" y="${y0}" width="${ferrule}" height="${w}" fill="url(#metal)"/>
      <rect x="${x0 + eraser + ferrule}" y="${y0}" width="${body}" height="${w}" fill="url(#paint)"/>
      <rect x="${x0 + eraser + ferrule}" y="${y0 + w * 0.33}" width="${body}" height="${w * 0.06}" fill="#a8760e" fill-opacity="0.35"/>
      <rect x="${x0 + eraser + ferrule}" y="${y0 + w * 0.64}" width="${body}" height="${w * 0.06}" fill="#a8760e" fill-opacity="0.35"/>
      <path d="M${x0 + length - tip} ${y0} L${x0 + length} ${y0 + w / 2} L${x0 + length - tip} ${y0 + w} Z" fill="url(#wood)"/>
      <path d="M${x0 + length - tip * 0.32} ${y0 + w * 0.34} L${x0 + length} ${y0 + w / 2} L${x0 + length - tip * 0.32} ${y0 + w * 0.66} Z" fill="#3b3b3f"/>
    </g>`,
  )
}

/** A sprig of leaves on a curved stem, `size` tall, greens from the given hue towards sage. */
export function sprig(size: number, degrees: number, leafColour: Rgb = { r: 110, g: 140, b: 96 }): Prop {
  const c = size / 2
  const dark = hex(mix(leafColour, { r: 40, g: 60, b: 40 }, 0.45))
  const light = hex(mix(leafColour, WHITE, 0.25))
  let leaves = ''
  const steps = 7
  for (let i = 0; i < steps; i++) {
    const t = (i + 1) / (steps + 1)
    const y = size * 0.92 - t * size * 0.8
    const x = c + Math.sin(t * 2.4) * size * 0.06
    const length = size * (0.2 - t * 0.07)
    for (const side of [-1, 1]) {
      if (i === steps - 1 && side === 1) continue
      // Leaves leave the stem forwards, towards its tip: up and out on either side.
      const angle = side === 1 ? -(50 - t * 18) : -(180 - (50 - t * 18))
      leaves += `<g transform="translate(${x} ${y}) rotate(${angle})">
        <path d="M0 0 C${length * 0.3} ${-length * 0.38} ${length * 0.75} ${-length * 0.32} ${length} 0 C${length * 0.75} ${length * 0.3} ${length * 0.3} ${length * 0.34} 0 0 Z" fill="url(#leaf)"/>
        <path d="M2 0 L${length * 0.9} 0" stroke="${dark}" stroke-opacity="0.45" stroke-width="${size * 0.004}"/></g>`
    }
  }
  const tipY = size * 0.92 - size * 0.8 - size * 0.02
  leaves += `<g transform="translate(${c + Math.sin(2.4) * size * 0.06} ${tipY}) rotate(-80)"><path d="M0 0 C${size * 0.04} ${-size * 0.04} ${size * 0.1} ${-size * 0.03} ${size * 0.12} 0 C${size * 0.1} ${size * 0.03} ${size * 0.04} ${size * 0.04} 0 0 Z" fill="url(#leaf)"/></g>`
  return wrap(
    size,
    size,
    `<defs><linearGradient id="leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <g transform="rotate(${degrees} ${c} ${c})">
      <path d="M${c} ${size * 0.97} C${c + size * 0.06} ${size * 0.6} ${c - size * 0.02} ${size * 0.35} ${c + Math.sin(2.4) * size * 0.06} ${tipY}" stroke="${dark}" stroke-width="${size * 0.012}" fill="none" stroke-linecap="round"/>
      ${leaves}
    </g>`,
  )
}
