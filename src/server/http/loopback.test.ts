import { describe, expect, it } from 'vitest'
import { isLoopbackAddress } from './loopback.ts'

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true)
  })

  it.each(['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fe80::1', '0.0.0.0', '::', 'localhost', '', undefined])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false)
  })
})
