import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// .ci/use-node.sh with stand-ins for node and npm, so what it runs and what it puts on PATH can be
// checked without a download (decision 119; the real fetch was run by hand, see the record).
const script = new URL('../.ci/use-node.sh', import.meta.url).pathname
const arch = process.arch === 'arm64' ? 'arm64' : 'x64'
const VERSION = '24.22.3'

/** A `node` that answers `--version` and passes (or fails) the script's version check. */
const fakeNode = (version: string, supported: boolean) =>
  `#!/bin/sh\ncase "$1" in --version) echo v${version} ;; -e) exit ${supported ? 0 : 1} ;; esac\n`

let dir: string
let log: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-use-node-'))
  log = join(dir, 'npm.log')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function writeExecutable(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, text)
  chmodSync(path, 0o755)
}

/** The machine: its node (old or new) and an npm that logs its arguments and packs `tarball` if given. */
function machine(node: { version: string; supported: boolean }, tarball?: string) {
  writeExecutable(join(dir, 'machine/node'), fakeNode(node.version, node.supported))
  const pack = tarball ? `cp '${tarball}' . ;;` : 'exit 1 ;;'
  writeExecutable(join(dir, 'machine/npm'), `#!/bin/sh\necho "$*" >> '${log}'\ncase "$1" in --version) echo 11.0.0 ;; pack) ${pack} esac\n`)
}

/** A registry tarball as `npm pack node-linux-<arch>` leaves it: package/bin/node inside. */
function registryTarball(): string {
  writeExecutable(join(dir, 'tar/package/bin/node'), fakeNode(VERSION, true))
  const tarball = join(dir, `node-linux-${arch}-${VERSION}.tgz`)
  execFileSync('tar', ['-czf', tarball, '-C', join(dir, 'tar'), 'package'])
  return tarball
}

function sourceIt() {
  const cache = join(dir, 'cache')
  const run = spawnSync('bash', ['-c', `set -euo pipefail; source '${script}'; command -v node; node --version`], {
    env: { PATH: `${join(dir, 'machine')}:/usr/bin:/bin`, HOME: dir, FOLIO_NODE_CACHE: cache },
    encoding: 'utf8',
  })
  const npmCalls = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []
  return { status: run.status, out: run.stdout.trim().split('\n'), npmCalls, cache }
}

describe('.ci/use-node.sh', () => {
  it("keeps the machine's node when it is 24 or newer, and fetches nothing", () => {
    machine({ version: '24.1.0', supported: true })
    const { status, out, npmCalls } = sourceIt()
    expect(status).toBe(0)
    expect(out).toEqual([join(dir, 'machine/node'), 'v24.1.0'])
    expect(npmCalls).toEqual([])
  })

  it('fetches Node 24 from the npm registry only, unpacks it into the cache and puts it first on PATH', () => {
    machine({ version: '20.20.2', supported: false }, registryTarball())
    const { status, out, npmCalls, cache } = sourceIt()
    expect(status).toBe(0)
    const bin = join(cache, `${VERSION}-linux-${arch}`, 'bin/node')
    expect(out).toEqual([bin, `v${VERSION}`])
    expect(npmCalls).toEqual([`pack node-linux-${arch}@${VERSION} --silent`, '--version'])
    // Nothing half-unpacked is left beside it.
    expect(readdirSync(cache)).toEqual([`${VERSION}-linux-${arch}`])
  })

  it('reuses the cached Node without asking the registry again', () => {
    machine({ version: '20.20.2', supported: false })
    writeExecutable(join(dir, `cache/${VERSION}-linux-${arch}/bin/node`), fakeNode(VERSION, true))
    const { status, out, npmCalls } = sourceIt()
    expect(status).toBe(0)
    expect(out.at(-1)).toBe(`v${VERSION}`)
    expect(npmCalls).toEqual(['--version'])
  })

  it('fails, leaving no Node in the cache, when the registry cannot be reached', () => {
    machine({ version: '20.20.2', supported: false })
    const { status, cache } = sourceIt()
    expect(status).not.toBe(0)
    expect(readdirSync(cache)).toEqual([])
  })
})
