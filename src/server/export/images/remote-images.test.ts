import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { assetReference } from '@core/image-reference.ts'
import { sampleBook } from '../../../../tests/support/export/pdf-samples.ts'
import { EXPORT_IMAGE_LIMITS } from './export-image.ts'
import { FETCHES_PER_EXPORT, gatherExportImages, type ImageGatherOptions, type ProjectImages } from './gather-images.ts'
import { samplePng } from '../../../../tests/support/export/image-samples.ts'
import { ByteBudget, fetchRemoteImage, isPublicAddress, type RemoteImageOptions, type TestNetwork } from './remote-images.ts'

const KB = 1024
const MB = 1024 * KB
const photo = samplePng(40, 20)

/** A self-signed certificate for the fakes' names, made for this run. */
function certificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'folio-fake-tls-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=images.test',
      '-addext',
      'subjectAltName=DNS:images.test,DNS:other.test,DNS:rebind.test,DNS:private.test',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  const pair = { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') }
  rmSync(dir, { recursive: true, force: true })
  return pair
}

/** A fake image host: records each request as 'host path', answers by path. */
interface Fake {
  server: Server
  port: number
  requests: string[]
  /** Requests under way right now, and the most there ever were. */
  inFlight: number
  maxInFlight: number
  /** Whether the last streamed body was cut off by the client before it was all sent. */
  streamCut: boolean
}

async function startFake(
  kind: 'https' | 'http',
  tls: { key: string; cert: string },
  route: (fake: Fake, req: IncomingMessage, res: ServerResponse) => void,
): Promise<Fake> {
  const fake: Fake = { server: undefined as unknown as Server, port: 0, requests: [], inFlight: 0, maxInFlight: 0, streamCut: false }
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    fake.requests.push(`${req.headers.host?.replace(/:\d+$/, '')} ${req.url}`)
    fake.inFlight += 1
    fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight)
    res.on('close', () => (fake.inFlight -= 1))
    route(fake, req, res)
  }
  fake.server = kind === 'https' ? createHttpsServer(tls, handler) : createHttpServer(handler)
  await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done))
  fake.port = (fake.server.address() as AddressInfo).port
  return fake
}

describe('remote export images: https on 443 only, public addresses at connect time, redirects re-checked (issue 25, decision 74)', () => {
  let tls: { key: string; cert: string }
  let main: Fake
  let otherPort: Fake
  let plain: Fake
  /** Held responses of /slow/*, released four at a time or when all ten are in. */
  const held: ServerResponse[] = []
  let slowSeen = 0

  beforeAll(async () => {
    tls = certificate()
    main = await startFake('https', tls, (fake, req, res) => {
      const path = req.url ?? ''
      const redirect = (location: string) => res.writeHead(302, { location }).end()
      if (path === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(photo)
      else if (path === '/to-other-port') redirect(`https://images.test:${otherPort.port}/photo.png`)
      else if (path === '/to-other-host') redirect('https://other.test/photo.png')
      else if (path === '/to-http') redirect('http://images.test/photo.png')
      else if (path === '/to-credentials') redirect('https://user:secret@images.test/photo.png')
      else if (path === '/relative') redirect('/photo.png')
      else if (path === '/loop') redirect('/loop')
      else if (path === '/declared-big') res.writeHead(200, { 'content-length': String(6 * MB) }).flushHeaders()
      else if (path === '/endless') {
        // Streams 64 KB at a time, as long as the client reads: 16 MB in all.
        fake.streamCut = false
        res.writeHead(200, { 'content-type': 'image/png' })
        let sent = 0
        const more = () => {
          while (sent < 16 * MB) {
            sent += 64 * KB
            if (!res.write(Buffer.alloc(64 * KB))) return void res.once('drain', more)
          }
          res.end()
        }
        res.on('close', () => (fake.streamCut = !res.writableFinished))
        more()
      } else if (path.startsWith('/slow/')) {
        held.push(res)
        slowSeen += 1
        if (held.length >= FETCHES_PER_EXPORT || slowSeen === 10)
          for (const waiting of held.splice(0)) waiting.writeHead(200, { 'content-type': 'image/png' }).end(photo)
      } else res.writeHead(404).end()
    })
    otherPort = await startFake('https', tls, (_fake, _req, res) => res.writeHead(200).end(photo))
    plain = await startFake('http', tls, (_fake, _req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(photo))
  })
  afterAll(async () => {
    for (const fake of [main, otherPort, plain]) await new Promise<void>((done) => fake.server.close(() => done()))
  })
  beforeEach(() => {
    for (const fake of [main, otherPort, plain]) fake.requests.length = 0
  })

  /** Every test name resolves to the fakes' 127.0.0.1, which only `allowAddresses` lets through. */
  const network = (changes: Partial<TestNetwork> = {}): TestNetwork => ({
    resolve: async (name) => (['images.test', 'other.test'].includes(name) ? ['127.0.0.1'] : []),
    allowAddresses: ['127.0.0.1'],
    ports: { https: main.port, http: plain.port },
    ca: tls.cert,
    ...changes,
  })
  const options = (changes: Partial<RemoteImageOptions> = {}): RemoteImageOptions => ({
    hosts: ['images.test'],
    allowHttp: false,
    maxBytes: 5 * MB,
    budget: new ByteBudget(20 * MB),
    timeoutMs: 5000,
    network: network(),
    ...changes,
  })
  const fetchImage = (url: string, changes: Partial<RemoteImageOptions> = {}) => fetchRemoteImage(url, options(changes))

  it('fetches an https image from an allowed host on 443, following a redirect on the same host', async () => {
    expect(await fetchImage('https://images.test/photo.png')).toEqual(photo)
    expect(await fetchImage('https://images.test:443/photo.png')).toEqual(photo)
    expect(await fetchImage('https://images.test/relative')).toEqual(photo)
    expect(main.requests).toEqual(['images.test /photo.png', 'images.test /photo.png', 'images.test /relative', 'images.test /photo.png'])
  })

  it('refuses plain http unless the operator allows it, then only on port 80', async () => {
    expect(await fetchImage('http://images.test/photo.png')).toBeNull()
    expect(plain.requests).toEqual([])
    expect(await fetchImage('http://images.test/photo.png', { allowHttp: true })).toEqual(photo)
    expect(await fetchImage(`http://images.test:${plain.port}/photo.png`, { allowHttp: true })).toBeNull()
    expect(plain.requests).toEqual(['images.test /photo.png'])
  })

  it('refuses any other port, and a redirect to another port, another host, http or a URL with credentials', async () => {
    expect(await fetchImage(`https://images.test:${otherPort.port}/photo.png`)).toBeNull()
    expect(await fetchImage('https://images.test:8443/photo.png')).toBeNull()
    for (const hop of ['/to-other-port', '/to-other-host', '/to-http', '/to-credentials'])
      expect(await fetchImage(`https://images.test${hop}`)).toBeNull()
    expect(otherPort.requests).toEqual([])
    expect(plain.requests).toEqual([])
    // Each redirect was asked for once, and nothing after it.
    expect(main.requests).toEqual([
      'images.test /to-other-port',
      'images.test /to-other-host',
      'images.test /to-http',
      'images.test /to-credentials',
    ])
  })

  it('stops when the export request goes away', async () => {
    expect(await fetchImage('https://images.test/photo.png', { signal: AbortSignal.abort() })).toBeNull()
    expect(main.requests).toEqual([])
  })

  it('follows at most three redirects', async () => {
    expect(await fetchImage('https://images.test/loop')).toBeNull()
    expect(main.requests).toHaveLength(4)
  })

  it('refuses, as it connects, a name that resolves to a loopback, private, link-local or mapped address', async () => {
    for (const addresses of [
      ['127.0.0.1'],
      ['10.1.2.3'],
      ['169.254.169.254'],
      ['::ffff:127.0.0.1'],
      ['fd00::1'],
      ['93.184.216.34', '10.0.0.1'],
    ]) {
      // No exemption for the fakes' own address here: the name resolves to exactly where the fake listens.
      const image = await fetchImage('https://images.test/photo.png', {
        network: network({ resolve: async () => addresses, allowAddresses: [] }),
      })
      expect([addresses, image]).toEqual([addresses, null])
    }
    // A literal address never goes through a resolver: it is checked all the same.
    expect(await fetchImage('https://127.0.0.1/photo.png', { hosts: ['127.0.0.1'], network: network({ allowAddresses: [] }) })).toBeNull()
    expect(main.requests).toEqual([])
  })

  it('resolves once per connection and connects to exactly what it checked (no rebinding between the check and the connect)', async () => {
    const answers = [['127.0.0.1'], ['10.0.0.1']]
    const asked: string[] = []
    const rebinding = network({
      resolve: async (name) => {
        asked.push(name)
        return answers.shift() ?? []
      },
    })
    expect(await fetchImage('https://images.test/photo.png', { network: rebinding })).toEqual(photo)
    expect(await fetchImage('https://images.test/photo.png', { network: rebinding })).toBeNull()
    expect(asked).toEqual(['images.test', 'images.test'])
    expect(main.requests).toEqual(['images.test /photo.png'])
  })

  it('refuses to run with a test network in production', async () => {
    const before = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await expect(fetchImage('https://images.test/photo.png')).rejects.toThrow('A test network is not allowed in production.')
    } finally {
      process.env.NODE_ENV = before
    }
    expect(main.requests).toEqual([])
  })

  it('classes addresses: only public unicast ones may be connected to', () => {
    for (const address of ['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect([address, isPublicAddress(address)]).toEqual([address, true])
    const refused = [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not an address',
    ]
    for (const address of refused) expect([address, isPublicAddress(address)]).toEqual([address, false])
  })

  it('refuses a declared Content-Length over the cap or the budget before reading the body, and cuts a stream at the budget', async () => {
    const budget = new ByteBudget(20 * MB)
    expect(await fetchImage('https://images.test/declared-big', { budget })).toBeNull()
    expect(budget.remaining).toBe(20 * MB)
    const small = new ByteBudget(300 * KB)
    expect(await fetchImage('https://images.test/endless', { budget: small })).toBeNull()
    // What arrived stays spent, up to the chunk that did not fit; the server saw its body cut off.
    expect(small.remaining).toBeLessThan(300 * KB)
    expect(small.remaining).toBeGreaterThanOrEqual(0)
    await expect.poll(() => main.streamCut).toBe(true)
    const capped = new ByteBudget(20 * MB)
    expect(await fetchImage('https://images.test/endless', { budget: capped, maxBytes: 256 * KB })).toBeNull()
    expect(20 * MB - capped.remaining).toBeLessThanOrEqual(256 * KB)
  })

  describe('an export gathers its images within its limits before any byte is fetched', () => {
    /** A project store that says how large its images are and counts what it is asked. */
    const store = (sizes: Record<string, number>) => {
      const calls = { sizes: 0, read: [] as string[] }
      const project: ProjectImages = {
        sizes: async (_owner, ids) => {
          calls.sizes += 1
          return new Map(ids.flatMap((id) => (sizes[id] === undefined ? [] : [[id, sizes[id]!] as const])))
        },
        read: async (_owner, ids) => {
          calls.read.push(...ids)
          return new Map(ids.map((id) => [id, new Uint8Array(sizes[id] ?? 0)]))
        },
      }
      return { project, calls }
    }
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    const owner = { userId: id(0), projectId: id(0) }
    const gather = (content: string, project: ProjectImages, changes: Partial<ImageGatherOptions> = {}) =>
      gatherExportImages(
        sampleBook({ chapters: [{ title: 'Pictures', content }] }, 1).chapters,
        { project, remoteHosts: ['images.test'], maxBytes: 5 * MB, fetchTimeoutMs: 5000, network: network(), ...changes },
        owner,
      )

    it('fetches nothing without an allow-list', async () => {
      const input = await gather('![Web](https://images.test/photo.png)', store({}).project, { remoteHosts: [] })
      expect(main.requests).toEqual([])
      expect(input.files).toEqual({})
    })

    it('fetches nothing once the project images fill the 20 MiB budget, and reads no image over the per-image cap', async () => {
      const { project, calls } = store({ [id(1)]: 5 * MB, [id(2)]: 5 * MB, [id(3)]: 5 * MB, [id(4)]: 5 * MB, [id(5)]: 6 * MB, [id(6)]: 1 })
      const content =
        [1, 5, 2, 3, 4, 6].map((n) => `![${n}](${assetReference(id(n))})`).join('\n\n') + '\n\n![Web](https://images.test/photo.png)'
      const input = await gather(content, project)
      expect(main.requests).toEqual([])
      expect(calls.read).toEqual([id(1), id(2), id(3), id(4)])
      expect(Object.keys(input.files)).toHaveLength(4)
    })

    it(`fetches nothing past the ${EXPORT_IMAGE_LIMITS.count}th image source`, async () => {
      const sizes = Object.fromEntries(Array.from({ length: EXPORT_IMAGE_LIMITS.count }, (_, n) => [id(n + 1), KB]))
      const { project } = store(sizes)
      const content =
        Object.keys(sizes)
          .map((asset) => `![a](${assetReference(asset)})`)
          .join('\n') + '\n\n![Web](https://images.test/photo.png)'
      await gather(content, project)
      expect(main.requests).toEqual([])
    })

    it(`fetches ${FETCHES_PER_EXPORT} at a time, and the remote images share what the project images leave of the budget`, async () => {
      const { project } = store({})
      const content = Array.from({ length: 10 }, (_, n) => `![${n}](https://images.test/slow/${n}.png)`).join('\n\n')
      const input = await gather(content, project)
      expect(Object.keys(input.files)).toHaveLength(10)
      expect(main.maxInFlight).toBeLessThanOrEqual(FETCHES_PER_EXPORT)

      const full = store({ [id(1)]: 5 * MB, [id(2)]: 5 * MB, [id(3)]: 5 * MB, [id(4)]: 5 * MB - 100 * KB })
      const streamed = `${[1, 2, 3, 4].map((n) => `![${n}](${assetReference(id(n))})`).join('\n\n')}\n\n![Web](https://images.test/endless)`
      main.requests.length = 0
      const left = await gather(streamed, full.project)
      expect(main.requests).toEqual(['images.test /endless'])
      expect(Object.keys(left.files)).toHaveLength(4)
      await expect.poll(() => main.streamCut).toBe(true)
    })

    it("gathers the author's photo (issue 29) after the chapters' images, under the same limits", async () => {
      const options = { remoteHosts: ['images.test'], maxBytes: 5 * MB, fetchTimeoutMs: 5000, network: network() }
      const chapters = sampleBook({ chapters: [{ title: 'Pictures', content: 'No pictures.' }] }, 1).chapters
      main.requests.length = 0
      const remote = await gatherExportImages(
        { chapters, authorPhoto: ' https://images.test/photo.png ' },
        { project: store({}).project, ...options },
        owner,
      )
      expect(main.requests).toEqual(['images.test /photo.png'])
      expect(Object.keys(remote.files)).toEqual(['https://images.test/photo.png'])
      // An asset photo is read from the caller's project by its size first, like a chapter's.
      const own = store({ [id(7)]: 2 * KB })
      const asset = await gatherExportImages({ chapters, authorPhoto: assetReference(id(7)) }, { project: own.project, ...options }, owner)
      expect(own.calls.read).toEqual([id(7)])
      expect(Object.keys(asset.files)).toEqual([assetReference(id(7))])
      // Not on an allowed host, or past the count the chapters used up: not fetched.
      main.requests.length = 0
      await gatherExportImages(
        { chapters, authorPhoto: 'https://elsewhere.test/me.png' },
        { project: store({}).project, ...options },
        owner,
      )
      const full = Array.from({ length: EXPORT_IMAGE_LIMITS.count }, (_, n) => `![${n}](${assetReference(id(100 + n))})`).join('\n\n')
      const counted = await gatherExportImages(
        { chapters: [{ content: full }], authorPhoto: 'https://images.test/photo.png' },
        { project: store({}).project, ...options },
        owner,
      )
      expect(main.requests).toEqual([])
      expect(counted.files).toEqual({})
    })
  })
})
