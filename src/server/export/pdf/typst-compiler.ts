import { createRequire } from 'node:module'
import type { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'

export interface TypstDiagnostic {
  severity: string
  message: string
}

export interface TypstOutput {
  pdf: Uint8Array
  warnings: TypstDiagnostic[]
}

/** Typst rendering failed; the message is Typst's own diagnostics, for the log only. */
export class TypstRenderError extends Error {
  override name = 'TypstRenderError'
}

/**
 * The one Typst compiler of the process, created on first use. It compiles synchronously in
 * native code, so it runs only where blocking is harmless: in an export worker process, which the
 * pool kills when an export overruns (export-pool.ts; decision 26), and in tests and benchmarks.
 * Loaded with require: the package is a CommonJS native addon.
 */
let compiler: NodeCompiler | undefined

function typst(): NodeCompiler {
  if (!compiler) {
    const load = createRequire(import.meta.url)
    const { NodeCompiler: Compiler } = load('@myriaddreamin/typst-ts-node-compiler') as typeof import('@myriaddreamin/typst-ts-node-compiler')
    compiler = Compiler.create()
  }
  return compiler
}

type Diagnostics = { shortDiagnostics: { severity: unknown; message: unknown }[] } | null | undefined
const diagnostics = (error: Diagnostics): TypstDiagnostic[] =>
  (error?.shortDiagnostics ?? []).map((d) => ({ severity: String(d.severity), message: String(d.message) }))

/** Compiles the template with the document JSON as `sys.inputs.doc`. */
export async function compileTypst(template: string, doc: string): Promise<TypstOutput> {
  const engine = typst()
  let result
  try {
    result = engine.compile({ mainFileContent: template, inputs: { doc } })
  } catch (error) {
    throw new TypstRenderError(`Typst could not render the PDF: ${error instanceof Error ? error.message : String(error)}`)
  }
  const warnings = diagnostics(result.takeWarnings() as Diagnostics)
  const error = result.takeError() as Diagnostics
  if (error || !result.result) {
    const message = diagnostics(error).map((d) => d.message).join('; ') || 'no document'
    throw new TypstRenderError(`Typst could not render the PDF: ${message}`)
  }
  const pdf = engine.pdf(result.result)
  // Typst memoizes globally and never forgets on its own: entries unused for three compiles go
  // (kept for ten, a server exporting long books held over half a gigabyte).
  engine.evictCache(3)
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice(), warnings }
}
