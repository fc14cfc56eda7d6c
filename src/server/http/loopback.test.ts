import { describe, expect, it } from 'vitest'
import { isLoopbackAddress, isLoopbackHost } from './loopback.ts'

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true)
  })

  it.each(['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fe80::1', '0.0.0.0', '::', 'localhost', '', undefined])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false)
  })
})

describe('isLoopbackHost (the Host header of a request that may be served only to this machine)', () => {
  it.each(['localhost', 'LOCALHOST:5173', 'localhost:8787', '127.0.0.1', '127.0.0.1:8787', '127.1.2.3:80', '[::1]', '[::1]:8787'])(
    '%s names this machine',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  )

  it.each([
    // A rebound name: the page's own, resolving to 127.0.0.1.
    'rebind.example',
    'rebind.example:8787',
    'localhost.rebind.example',
    '127.0.0.1.nip.io',
    'evil.localhost',
    '127.1',
    '2130706433',
    '0.0.0.0:8787',
    '[::]',
    '::1',
    '[::ffff:10.0.0.1]',
    'localhost@rebind.example',
    'localhost:8787/x',
    'localhost:',
    'localhost:123456',
    '',
    undefined,
  ])('%j does not', (host) => expect(isLoopbackHost(host)).toBe(false))
})
