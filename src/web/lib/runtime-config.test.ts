// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { configFromDocument, parseRuntimeConfig } from './runtime-config.ts'

const origin = 'http://127.0.0.1:4173'

describe('parseRuntimeConfig', () => {
  it('reads a null supabaseUrl as this origin', () => {
    expect(parseRuntimeConfig('{"supabaseUrl":null,"supabaseAnonKey":"anon"}', origin)).toEqual({
      supabaseUrl: 'http://127.0.0.1:4173',
      supabaseAnonKey: 'anon',
    })
  })

  it('keeps a hosted URL without its trailing slash', () => {
    expect(parseRuntimeConfig('{"supabaseUrl":"https://abc.supabase.co/","supabaseAnonKey":"k"}', origin)).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'k',
    })
  })

  it.each([
    'not json',
    'null',
    '{"supabaseUrl":null}',
    '{"supabaseUrl":null,"supabaseAnonKey":""}',
    '{"supabaseUrl":42,"supabaseAnonKey":"k"}',
    '{"supabaseUrl":"javascript:alert(1)","supabaseAnonKey":"k"}',
    '{"supabaseUrl":"not a url","supabaseAnonKey":"k"}',
  ])('rejects %s', (text) => {
    expect(parseRuntimeConfig(text, origin)).toBeNull()
  })
})

describe('configFromDocument', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('reads the folio-config meta tag', () => {
    document.head.innerHTML = `<meta name="folio-config" content='{"supabaseUrl":null,"supabaseAnonKey":"anon"}'>`
    expect(configFromDocument(document, origin)?.supabaseAnonKey).toBe('anon')
  })

  it('gives null without one', () => {
    expect(configFromDocument(document, origin)).toBeNull()
  })
})
