// ESLint rule `folio/boundaries`: the layering of src/, checked on every import by the path it
// reaches, whether written with an alias (@core/, @web/) or relative (../../x).
// See docs/decisions/0042-lint-boundaries.md.
import path from 'node:path'

const ALIASES = { '@core/': 'src/core/', '@web/': 'src/web/' }
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/

/** Where a repository-relative path sits: `core`, `server`, `web`, `tests` or null. */
function zoneOf(rel) {
  const m = /^(src\/(core|server|web)|tests)(\/|$)/.exec(rel)
  if (!m) return null
  return m[2] ?? 'tests'
}

// What src/server/http, the plumbing every API area shares, may reach in src/server (decision 118): an
// area's import of http/ must never close a loop back into that area, as http/ -> auth/ -> http/ did.
const HTTP_MAY_REACH = /^src\/server\/(http\/|db\/|observability\/|config\.ts$)/

function featureOf(rel) {
  return /^src\/web\/features\/([^/]+)\//.exec(rel)?.[1] ?? null
}

/** The repository-relative path an import specifier points at, or null for a package. */
function targetOf(spec, fromFile, root) {
  let abs = null
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    abs = path.resolve(path.dirname(fromFile), spec)
  } else {
    for (const [alias, dir] of Object.entries(ALIASES)) {
      if (spec.startsWith(alias)) abs = path.resolve(root, dir, spec.slice(alias.length))
    }
  }
  if (abs === null) return null
  return path.relative(root, abs).split(path.sep).join('/')
}

/**
 * The one server module whose type the web app may import (decision 0117): the product API's
 * declared routes, for the typed client. Only `import type`: no server code reaches the bundle.
 */
export const API_TYPE_MODULE = 'src/server/app.ts'

/** Why importing `to` from `from` breaks a boundary, or null when it may. */
export function boundaryViolation(from, to, typeOnly = false) {
  const source = zoneOf(from)
  const target = zoneOf(to)
  if (source === null || source === 'tests' || target === null) return null
  if (source === 'web' && typeOnly && to === API_TYPE_MODULE) return null
  if (source === 'core' && (target === 'server' || target === 'web')) {
    return 'src/core is shared by server and web and imports neither.'
  }
  if (source === 'web' && target === 'server') return 'src/web must not import src/server; share contracts through src/core.'
  if (source === 'server' && target === 'web') return 'src/server must not import src/web; share contracts through src/core.'
  if (target === 'tests' && !TEST_FILE.test(from)) {
    return 'Only *.test.ts(x) files may import tests/; move test helpers into tests/support.'
  }
  if (from.startsWith('src/server/generation/') && to.startsWith('src/server/drafts/') && !TEST_FILE.test(from)) {
    return 'src/server/generation must not import src/server/drafts: drafts build on generation, never the reverse (decision 116).'
  }
  if (/^src\/server\/http\//.test(from) && !TEST_FILE.test(from) && target === 'server' && !HTTP_MAY_REACH.test(to)) {
    return 'src/server/http is shared by every API area and imports none of them (only db/, observability/, config.ts).'
  }
  const a = featureOf(from)
  const b = featureOf(to)
  if (a !== null && b !== null && a !== b) {
    return `Feature "${a}" must not import feature "${b}"; move shared code to components/ or lib/.`
  }
  return null
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep src/core, src/server, src/web, web features and tests/ apart.' },
    schema: [],
    messages: { boundary: '{{reason}} ({{spec}})' },
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    const from = path.relative(root, file).split(path.sep).join('/')
    if (zoneOf(from) === null) return {}
    function check(node, typeOnly = false) {
      if (!node || typeof node.value !== 'string') return
      const to = targetOf(node.value, file, root)
      if (to === null) return
      const reason = boundaryViolation(from, to, typeOnly)
      if (reason) context.report({ node, messageId: 'boundary', data: { reason, spec: node.value } })
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
      TSExternalModuleReference: (node) => check(node.expression),
    }
  },
}

export const folioPlugin = { meta: { name: 'folio' }, rules: { boundaries } }
