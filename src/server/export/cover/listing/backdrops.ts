import { hex, mix, type Rgb, WHITE } from './scene.ts'

/**
 * The mockups' surfaces, drawn rather than photographed (decision 86): a table top seen from above
 * in soft daylight. Each is one SVG of gradients and strokes — no filters, so librsvg draws a
 * 2700 px one in ≈ 100 ms — tinted a little towards the cover's colour so the set belongs together.
 */

/** A small deterministic generator: the same book gets the same grain in every export. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 0x1_0000_0000
  }
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/**
 * Daylight from the upper left falling off to the lower right, over any surface: one linear
 * gradient (radial ones cost librsvg twice as much at this size).
 */
function daylight(width: number, height: number, strength = 1): string {
  return `<defs><linearGradient id="day" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="${0.3 * strength}"/>
    <stop offset="0.45" stop-color="#fff" stop-opacity="${0.05 * strength}"/>
    <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="${0.14 * strength}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#day)"/>`
}

/** A smooth, warm paper-white table, the cover's hue faintly in it. */
export function paperDesk(width: number, height: number, tint: Rgb): string {
  const base = mix({ r: 238, g: 232, b: 223 }, tint, 0.07)
  const low = mix(base, { r: 205, g: 196, b: 184 }, 0.6)
  return svg(
    width,
    height,
    `<defs><linearGradient id="desk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(mix(base, WHITE, 0.35))}"/>
      <stop offset="0.5" stop-color="${hex(base)}"/><stop offset="1" stop-color="${hex(low)}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#desk)"/>`,
  )
}

/** Pale oak boards running across, with their grain and seams. */
export function woodDesk(width: number, height: number, tint: Rgb): string {
  const rand = random(11)
  const oak = mix({ r: 214, g: 186, b: 148 }, tint, 0.05)
  const boards = 5
  const boardHeight = height / boards
  let body = ''
  for (let b = 0; b < boards; b++) {
    const top = b * boardHeight
    const shade = mix(oak, b % 2 ? { r: 196, g: 164, b: 124 } : WHITE, 0.1 + rand() * 0.12)
    body += `<rect x="0" y="${top}" width="${width}" height="${boardHeight}" fill="${hex(shade)}"/>`
    // Grain: long wavy strokes a little darker than the board, some thin, some broad.
    for (let g = 0; g < 34; g++) {
      const y = top + rand() * boardHeight
      const amp = 6 + rand() * 22
      const phase = rand() * width
      const points: string[] = []
      for (let x = -200; x <= width + 200; x += 300) {
        const dy = Math.sin((x + phase) / (380 + rand() * 120)) * amp
        points.push(`${x} ${(y + dy).toFixed(1)}`)
      }
      const dark = hex(mix(shade, { r: 120, g: 84, b: 50 }, 0.5 + rand() * 0.3))
      body += `<path d="M${points.join(' L')}" stroke="${dark}" stroke-opacity="${0.05 + rand() * 0.12}" stroke-width="${1 + rand() * 5}" stroke-linejoin="round" fill="none"/>`
    }
    // A knot now and then.
    if (rand() < 0.6) {
      const kx = rand() * width
      const ky = top + boardHeight * (0.3 + rand() * 0.4)
      for (let r = 1; r <= 5; r++)
        body += `<ellipse cx="${kx}" cy="${ky}" rx="${r * 26}" ry="${r * 7}" stroke="#6b4a2b" stroke-opacity="${0.16 - r * 0.025}" stroke-width="3" fill="none"/>`
    }
    // The seam: a dark groove with a lit edge below it.
    if (b > 0)
      body += `<rect x="0" y="${top - 2}" width="${width}" height="4" fill="#5b3f24" fill-opacity="0.35"/><rect x="0" y="${top + 2}" width="${width}" height="2" fill="#fff" fill-opacity="0.18"/>`
  }
  return svg(width, height, body + daylight(width, height, 0.9))
}

/** A soft studio backdrop in a pale version of the cover's colour. */
export function softDesk(width: number, height: number, tint: Rgb): string {
  const light = mix(tint, WHITE, 0.86)
  const deep = mix(tint, WHITE, 0.7)
  return svg(
    width,
    height,
    `<defs><linearGradient id="soft" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${hex(mix(light, WHITE, 0.5))}"/>
      <stop offset="0.55" stop-color="${hex(light)}"/><stop offset="1" stop-color="${hex(deep)}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#soft)"/>`,
  )
}
