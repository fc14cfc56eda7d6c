import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import type { ImageOwner, ProjectImages } from '../images/gather-images.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'

describe("the cover designer's preview and the cover image (decision 84)", () => {
  let app: TestApp
  let user: ApiUser
  const PROJECT = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
  const IMAGE = '0b7f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f'
  const asked: { owner: ImageOwner; ids: readonly string[] }[] = []
  let picture: Uint8Array = new Uint8Array()
  const projectImages: ProjectImages = {
    sizes: async (_owner, ids) => new Map(ids.filter((id) => id === IMAGE).map((id) => [id, picture.length])),
    read: async (owner, ids) => {
      asked.push({ owner, ids })
      return new Map(ids.filter((id) => id === IMAGE).map((id) => [id, picture]))
    },
  }
  const withImage = (imageId: string) =>
    sampleBook({ projectId: PROJECT, cover: { layout: 'band', font: 'theme', palette: 'image', image: { source: 'upload', imageId } } })
  const post = (query: string, body: unknown = sampleBook({})) => callApi(app, `/export/cover${query}`, { token: user.token, body })

  beforeAll(async () => {
    picture = new Uint8Array(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2e7d32' } })
        .jpeg()
        .toBuffer(),
    )
    // The previews below count up to the limit across the file: the clock stands still at a
    // minute's start, so all of them fall in that one window (decision 0119).
    app = await startTestApp({ clock: new TestClock(), env: { COVER_PREVIEWS_PER_MINUTE: '3' }, projectImages })
    user = await signedInUser(app, 'cover-preview')
  })
  afterAll(() => app.close())

  it('draws the uploaded image, read as the caller from their project, in its colours', async () => {
    const res = await post('?size=ebook&preview=true', withImage(IMAGE))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(asked).toEqual([{ owner: { userId: user.id, projectId: PROJECT }, ids: [IMAGE] }])
    const jpeg = Buffer.from(await res.arrayBuffer())
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 500, height: 800 })
    // The band layout's picture fills the top: the image's green is there.
    const { dominant } = await sharp(jpeg).extract({ left: 0, top: 0, width: 500, height: 200 }).stats()
    expect(dominant.g).toBeGreaterThan(dominant.r + 40)
  })

  it('draws the art when the image is not in the project, never a 500', async () => {
    const res = await post('', withImage('11111111-2222-4333-8444-555555555555'))
    expect(res.status).toBe(200)
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 1600, height: 2560 })
  })

  it('previews the front and the square cover, not the listing images composed from them', async () => {
    const square = await post('?size=square&preview=true')
    expect(square.status).toBe(200)
    expect(await sharp(Buffer.from(await square.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 800 })
    const res = await post('?size=og&preview=true')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'bad_request' })
  })

  it('holds previews to their own per-user limit, apart from exports', async () => {
    // Two previews were asked for above (the refused one is not counted); one more reaches the limit of three.
    expect((await post('?preview=true')).status).toBe(200)
    const over = await post('?preview=true')
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('cover previews') })
    // The whole minute is left: the clock has not moved since the window began.
    expect(over.headers.get('retry-after')).toBe('60')
    // The export of the cover itself is not counted.
    expect((await post('?size=square')).status).toBe(200)
  })
})
