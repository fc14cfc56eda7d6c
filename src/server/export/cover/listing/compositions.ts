import sharp, { type OverlayOptions, type Sharp } from 'sharp'
import { paperDesk, softDesk, woodDesk } from './backdrops.ts'
import { type InteriorPages, spreadPages, stackPages } from './interior-pages.ts'
import { bookLight, coffeeCup, pencil, type Prop, screenGlass, sprig, tabletFrame, tabletGeometry } from './props.ts'
import {
  at,
  BLACK,
  centredAt,
  type CoverColours,
  fromRaster,
  hex,
  luminance,
  mix,
  type Raster,
  rotated,
  type Shape,
  shadowLayer,
  svgRaster,
  toRaster,
  turnedBox,
  WHITE,
} from './scene.ts'

/**
 * The listing images' scenes (decision 86). Each returns the composed image, unencoded, and the
 * box its subject ended up in (the tests check it lies inside the canvas: nothing cut off).
 */

export interface Canvas {
  width: number
  height: number
}

/** Where the picture's subject landed — the front cover, or the open book in the spread: its centre, its size before turning, and the turn. */
export interface Placement {
  cx: number
  cy: number
  width: number
  height: number
  degrees: number
}

export interface Composition {
  image: Sharp
  subject: Placement
}

/** The cover JPEG at a size, as a raster. */
async function coverAt(cover: Uint8Array, width: number, height: number): Promise<Raster> {
  return toRaster(sharp(cover).resize(width, height, { fit: 'fill' }))
}

/** The cover with a printed book's hinge and sheen on it (props.ts). */
async function printedCover(cover: Uint8Array, width: number, height: number): Promise<Raster> {
  const light = bookLight(width, height)
  return toRaster(
    sharp(cover)
      .resize(width, height, { fit: 'fill' })
      .composite([{ input: Buffer.from(light.svg), left: 0, top: 0 }]),
  )
}

const propRaster = (prop: Prop) => svgRaster(prop.svg)

/**
 * A prop's own shadow, from its outline: its alpha, darkened, drawn a quarter size, blurred there and
 * enlarged (as `shadowLayer` does), padded for the blur to spread.
 */
async function propShadow(raster: Raster, blur: number, opacity: number): Promise<Raster> {
  const scale = 4
  const pad = Math.ceil((blur * 3) / scale) * scale
  // The opacity is applied here: sharp's linear() leaves an alpha channel as it is.
  const alpha = await fromRaster(raster).extractChannel(3).raw().toBuffer()
  const black = Buffer.alloc(raster.width * raster.height * 4)
  for (let i = 0; i < raster.width * raster.height; i++) black[i * 4 + 3] = Math.round((alpha[i] ?? 0) * opacity)
  const w = Math.ceil(raster.width / scale)
  const h = Math.ceil(raster.height / scale)
  const small = await sharp(black, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer()
  const blurred = await sharp(small, { raw: { width: w, height: h, channels: 4 } })
    .extend({ top: pad / scale, bottom: pad / scale, left: pad / scale, right: pad / scale, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .blur(Math.max(0.3, blur / scale))
    .raw()
    .toBuffer()
  const width = raster.width + 2 * pad
  const height = raster.height + 2 * pad
  const shadow = await sharp(blurred, { raw: { width: w + (2 * pad) / scale, height: h + (2 * pad) / scale, channels: 4 } })
    // Smoothly: a prop is small, and its shadow's edge is close to it, where steps would show.
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer()
  return { data: shadow, width, height }
}

/** A prop and its shadow as overlays, centred on (cx, cy). */
async function placeProp(prop: Prop, cx: number, cy: number, blur: number, opacity: number, drop: number): Promise<OverlayOptions[]> {
  const raster = await propRaster(prop)
  const shadow = await propShadow(raster, blur, opacity)
  return [centredAt(shadow, cx + drop * 0.6, cy + drop), centredAt(raster, cx, cy)]
}

/**
 * Gumroad's 1280×720 and the link preview's 1200×630: the cover, whole, in the middle of a
 * backdrop made of the cover itself — enlarged, blurred and darkened — with a glow behind it and
 * a soft shadow under it.
 */
export async function banner(cover: Uint8Array, colours: CoverColours, canvas: Canvas): Promise<Composition> {
  const { width, height } = canvas
  const coverHeight = Math.round(height * 0.84)
  const coverWidth = Math.round((coverHeight * 1600) / 2560)
  const cx = width / 2
  const cy = height / 2 - height * 0.01
  // sharp applies one resize per pipeline: the thumbnail is made first, then blurred and enlarged.
  const thumbnail = await toRaster(sharp(cover).resize(Math.ceil(width / 24), Math.ceil(height / 24), { fit: 'cover' }))
  const backdrop = await fromRaster(await toRaster(fromRaster(thumbnail).blur(3.2)))
    .resize(width, height, { fit: 'fill' })
    // Apart from the cover, so its edge shows: a dark cover on a lighter blur of itself, a light one
    // on a darker; a little less saturated, so the cover stays the brightest thing in the picture.
    .modulate({ brightness: luminance(colours.average) < 0.12 ? 1.45 : 0.68, saturation: 0.85 })
    .raw()
    .toBuffer()
  const glow = mix(colours.dominant, WHITE, 0.55)
  const light = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${hex(glow)}" stop-opacity="0.45"/><stop offset="1" stop-color="${hex(glow)}" stop-opacity="0"/></radialGradient>
    <radialGradient id="edge" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#edge)"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${coverWidth * 1.25}" ry="${coverHeight * 0.75}" fill="url(#glow)"/></svg>`
  const shape: Shape = { cx, cy, width: coverWidth, height: coverHeight }
  const [book, wide, close] = await Promise.all([
    printedCover(cover, coverWidth, coverHeight),
    shadowLayer(width, height, [shape], { blur: height * 0.035, opacity: 0.6, dy: height * 0.025, dx: height * 0.008 }),
    shadowLayer(width, height, [shape], { blur: 3, opacity: 0.45, dy: 2 }),
  ])
  const layers = [{ input: Buffer.from(light), left: 0, top: 0 }, wide, close, centredAt(book, cx, cy)]
  return {
    image: sharp(backdrop, { raw: { width, height, channels: 4 } }).composite(layers),
    subject: { cx, cy, width: coverWidth, height: coverHeight, degrees: 0 },
  }
}

/** Mockup 1: the cover on a tablet, on a paper-white table with a cup of coffee, a pencil and a sprig. */
export async function tabletScene(cover: Uint8Array, colours: CoverColours, canvas: Canvas): Promise<Composition> {
  const { width, height } = canvas
  const screenHeight = Math.round(height * 0.76)
  const screenWidth = Math.round((screenHeight * 1600) / 2560)
  const g = tabletGeometry(screenWidth, screenHeight)
  const degrees = -5
  const cx = width * 0.44
  const cy = height * 0.5
  const [frame, screen, glass] = await Promise.all([
    propRaster(tabletFrame(screenWidth, screenHeight)),
    coverAt(cover, screenWidth, screenHeight),
    propRaster(screenGlass(screenWidth, screenHeight)),
  ])
  const device = await toRaster(
    fromRaster(frame).composite([at(screen, g.screen.left, g.screen.top), at(glass, g.screen.left, g.screen.top)]),
  )
  const turned = await rotated(device, degrees)
  const tablet: Shape = { cx, cy, width: g.width, height: g.height, degrees, radius: g.radius }
  const [backdrop, cup, pen, leaves] = await Promise.all([
    svgRaster(paperDesk(width, height, colours.dominant)),
    placeProp(coffeeCup(Math.round(height * 0.33)), width * 0.82, height * 0.25, 22, 0.22, 14),
    placeProp(pencil(height * 0.46, -62), width * 0.8, height * 0.72, 12, 0.26, 12),
    placeProp(sprig(Math.round(height * 0.42), 28), width * 0.1, height * 0.8, 8, 0.22, 10),
  ])
  const shadows = await Promise.all([
    shadowLayer(width, height, [tablet], { blur: 46, opacity: 0.32, dx: 26, dy: 40 }),
    shadowLayer(width, height, [tablet], { blur: 7, opacity: 0.4, dx: 3, dy: 7 }),
  ])
  const layers = [...leaves, ...cup, ...pen, ...shadows, centredAt(turned, cx, cy)]
  return {
    image: fromRaster(backdrop).composite(layers),
    subject: {
      ...turnedCentre(cx, cy, g.screen.left + screenWidth / 2 - g.width / 2, g.screen.top + screenHeight / 2 - g.height / 2, degrees),
      width: screenWidth,
      height: screenHeight,
      degrees,
    },
  }
}

/** Where a point offset (dx, dy) from a box's centre goes when the box turns about its centre. */
function turnedCentre(cx: number, cy: number, dx: number, dy: number, degrees: number) {
  const a = (degrees * Math.PI) / 180
  return { cx: cx + dx * Math.cos(a) - dy * Math.sin(a), cy: cy + dx * Math.sin(a) + dy * Math.cos(a) }
}

/** The printed cover on its block of page edges, which show beyond it on the right and at the foot. */
async function bookBlock(book: Raster): Promise<Raster> {
  const { width, height } = book
  const lines = [4, 7, 10]
    .map(
      (o) =>
        `<line x1="${o + 8}" y1="${height + o + 3}" x2="${width + o + 5}" y2="${height + o + 3}" stroke="#c9bfae" stroke-width="1.5"/>` +
        `<line x1="${width + o + 3}" y1="${o + 8}" x2="${width + o + 3}" y2="${height + o + 5}" stroke="#c9bfae" stroke-width="1.5"/>`,
    )
    .join('')
  const edges = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 16}" height="${height + 16}"><rect x="10" y="10" width="${width + 2}" height="${height + 2}" fill="#f3efe6" stroke="#b8ad9c" stroke-width="2"/>${lines}</svg>`
  return toRaster(sharp(Buffer.from(edges)).composite([at(book, 0, 0)]))
}

/**
 * Mockup 2: the printed book on a pale oak table, its first pages fanned out from under it — the
 * chapter's opening uppermost — each page a real page of the book, each with its shadow.
 */
export async function stackScene(cover: Uint8Array, colours: CoverColours, pages: InteriorPages, canvas: Canvas): Promise<Composition> {
  const { width, height } = canvas
  const pageHeight = Math.round(height * 0.64)
  const pageWidth = Math.round((pageHeight * pages.pageWidth) / pages.pageHeight)
  const coverHeight = Math.round(height * 0.72)
  const coverWidth = Math.round((coverHeight * 1600) / 2560)
  const picks = stackPages(pages, 3)
  // The pages fan out to the right, each turned a little more; the cover lies over their left part.
  const fan = picks.map((_, i) => ({ dx: coverWidth * 0.62 + i * pageWidth * 0.26, dy: -height * 0.012 * i, degrees: 3 + i * 5 }))
  const last = fan.at(-1) ?? { dx: coverWidth * 0.62, degrees: 3 }
  const right = last.dx + turnedBox(pageWidth, pageHeight, last.degrees).width / 2
  const left = turnedBox(coverWidth, coverHeight, 3).width / 2
  const cx = width / 2 - (right - left) / 2
  const cy = height * 0.5
  const coverDegrees = -3
  const shapes: Shape[] = fan.map((place) => ({
    cx: cx + place.dx,
    cy: cy + place.dy,
    width: pageWidth,
    height: pageHeight,
    degrees: place.degrees,
  }))
  const coverShape: Shape = { cx, cy, width: coverWidth, height: coverHeight, degrees: coverDegrees }
  // Everything drawn at once: sharp works off the main thread, so the parts overlap where cores allow.
  const [backdrop, block, pageShadows, coverShadows, ...drawn] = await Promise.all([
    svgRaster(woodDesk(width, height, colours.dominant)),
    printedCover(cover, coverWidth, coverHeight).then(async (book) => rotated(await bookBlock(book), coverDegrees)),
    Promise.all(shapes.map((shape) => shadowLayer(width, height, [shape], { blur: 14, opacity: 0.28, dx: 6, dy: 12 }))),
    Promise.all([
      shadowLayer(width, height, [coverShape], { blur: 40, opacity: 0.38, dx: 24, dy: 34 }),
      shadowLayer(width, height, [coverShape], { blur: 6, opacity: 0.4, dx: 6, dy: 8 }),
    ]),
    ...picks.map((n, i) => pages.draw(n, pageHeight, { degrees: fan[i]!.degrees, sheet: true })),
  ])
  const layers: OverlayOptions[] = []
  // Deepest page first, each over the shadows of those below it.
  for (let i = drawn.length - 1; i >= 0; i--) layers.push(pageShadows[i]!, centredAt(drawn[i]!, shapes[i]!.cx, shapes[i]!.cy))
  // The block is 16 px larger than the cover, down and right: its centre sits 8 px off the cover's.
  const offset = turnedCentre(cx, cy, 8, 8, coverDegrees)
  layers.push(...coverShadows, centredAt(block, offset.cx, offset.cy))
  return {
    image: fromRaster(backdrop).composite(layers),
    subject: { cx, cy, width: coverWidth, height: coverHeight, degrees: coverDegrees },
  }
}

/**
 * Mockup 3: the book lying open at a spread of its real pages, on a soft backdrop in a pale tint of
 * the cover: the cover's boards show around the pages, the paper darkens into the gutter, and a
 * pencil and a sprig lie beside it.
 */
export async function spreadScene(colours: CoverColours, pages: InteriorPages, canvas: Canvas): Promise<Composition> {
  const { width, height } = canvas
  const aspect = pages.pageWidth / pages.pageHeight
  const pageHeight = Math.round(Math.min(height * 0.76, (width * 0.82) / (2 * aspect)))
  const pageWidth = Math.round(pageHeight * aspect)
  const board = Math.round(height * 0.012)
  const spreadWidth = 2 * pageWidth
  const cx = width * 0.5
  const cy = height * 0.48
  const [leftNumber, rightNumber] = spreadPages(pages)
  const [backdrop, leftPage, rightPage] = await Promise.all([
    svgRaster(softDesk(width, height, colours.dominant)),
    pages.draw(leftNumber, pageHeight),
    pages.draw(rightNumber, pageHeight),
  ])
  // Boards in the cover's colour, darkened if it is pale so the white pages stand out on them.
  const boardColour = luminance(colours.dominant) > 0.45 ? mix(colours.dominant, BLACK, 0.35) : colours.dominant
  const w = spreadWidth + 2 * board
  const h = pageHeight + 2 * board
  const gutter = pageWidth * 0.12
  const layout = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" rx="${board * 0.6}" fill="${hex(boardColour)}"/>
    ${[3, 2, 1].map((o) => `<rect x="${board - o * 3}" y="${board + o * 2}" width="${spreadWidth + o * 6}" height="${pageHeight}" fill="#f4f0e8" stroke="#cfc6b6" stroke-width="1.2"/>`).join('')}
  </svg>`
  const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${spreadWidth}" height="${pageHeight}"><defs>
    <linearGradient id="l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.04"/><stop offset="0.85" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
    <linearGradient id="r" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.03"/><stop offset="0.85" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>
    <linearGradient id="edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.04" stop-color="#fff" stop-opacity="0"/><stop offset="0.96" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.25"/></linearGradient></defs>
    <rect x="${pageWidth - gutter}" width="${gutter}" height="${pageHeight}" fill="url(#l)"/>
    <rect x="${pageWidth}" width="${gutter}" height="${pageHeight}" fill="url(#r)"/>
    <rect width="${spreadWidth}" height="${pageHeight}" fill="url(#edge)"/>
    <line x1="${pageWidth}" y1="0" x2="${pageWidth}" y2="${pageHeight}" stroke="#000" stroke-opacity="0.25" stroke-width="1.5"/></svg>`
  const open = await toRaster(
    sharp(Buffer.from(layout)).composite([
      at(leftPage, board, board),
      at(rightPage, board + pageWidth, board),
      { input: Buffer.from(shade), left: board, top: board },
    ]),
  )
  const spread: Shape = { cx, cy, width: w, height: h, radius: board }
  const [pen, leaves] = await Promise.all([
    placeProp(pencil(height * 0.4, 16), cx + spreadWidth * 0.3, Math.min(height * 0.95, cy + h / 2 + height * 0.06), 12, 0.26, 12),
    placeProp(sprig(Math.round(height * 0.34), 135), width * 0.06, height * 0.12, 8, 0.22, 10),
  ])
  const shadows = await Promise.all([
    shadowLayer(width, height, [spread], { blur: 44, opacity: 0.34, dx: 22, dy: 36 }),
    shadowLayer(width, height, [spread], { blur: 6, opacity: 0.35, dx: 3, dy: 6 }),
  ])
  const layers: OverlayOptions[] = [...leaves, ...shadows, centredAt(open, cx, cy), ...pen]
  return { image: fromRaster(backdrop).composite(layers), subject: { cx, cy, width: w, height: h, degrees: 0 } }
}
