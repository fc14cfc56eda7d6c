import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

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
 * The one Typst compiler of the process lives in a worker thread: a long book takes a good part
 * of a second to typeset, and Typst compiles synchronously, which on the main thread would stall
 * every other request for that long. The worker is plain JavaScript in a string (evaluated, so
 * the server bundle needs no second entry file) and loads the compiler by absolute path.
 * Requests queue in the worker and run one at a time.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { NodeCompiler } = require(workerData.compilerPath)
const compiler = NodeCompiler.create()
const diagnostics = (error) => (error ? error.shortDiagnostics : []).map((d) => ({ severity: String(d.severity), message: String(d.message) }))
parentPort.on('message', ({ id, template, doc }) => {
  try {
    const result = compiler.compile({ mainFileContent: template, inputs: { doc } })
    const warnings = diagnostics(result.takeWarnings())
    const error = result.takeError()
    if (error || !result.result) {
      parentPort.postMessage({ id, error: diagnostics(error).map((d) => d.message).join('; ') || 'no document' })
      return
    }
    const pdf = compiler.pdf(result.result)
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice()
    // Typst memoizes globally and never forgets on its own: entries unused for three compiles go
    // (kept for ten, a server exporting long books held over half a gigabyte).
    compiler.evictCache(3)
    parentPort.postMessage({ id, pdf: bytes, warnings }, [bytes.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) })
  }
})
`

type Reply = { id: number; pdf: Uint8Array; warnings: TypstDiagnostic[]; error?: undefined } | { id: number; error: string }

interface Pending {
  resolve: (output: TypstOutput) => void
  reject: (error: Error) => void
}

let worker: Worker | undefined
let nextId = 0
const pending = new Map<number, Pending>()

function failAll(error: Error) {
  for (const request of pending.values()) request.reject(error)
  pending.clear()
  worker = undefined
}

function startWorker(): Worker {
  const compilerPath = createRequire(import.meta.url).resolve('@myriaddreamin/typst-ts-node-compiler')
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { compilerPath } })
  started.on('message', (reply: Reply) => {
    const request = pending.get(reply.id)
    pending.delete(reply.id)
    if (pending.size === 0) started.unref()
    if (reply.error !== undefined) request?.reject(new TypstRenderError(`Typst could not render the PDF: ${reply.error}`))
    else request?.resolve({ pdf: reply.pdf, warnings: reply.warnings })
  })
  started.on('error', (error) => failAll(new TypstRenderError(`The Typst worker failed: ${error.message}`)))
  started.on('exit', (code) => {
    if (worker === started) failAll(new TypstRenderError(`The Typst worker stopped (exit code ${code})`))
  })
  // An idle worker must not keep the process (a CLI, a test run) alive.
  started.unref()
  return started
}

/** Compiles the template with the document JSON as `sys.inputs.doc`; one compile at a time. */
export function compileTypst(template: string, doc: string): Promise<TypstOutput> {
  worker ??= startWorker()
  const id = nextId++
  const target = worker
  return new Promise<TypstOutput>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    target.ref()
    target.postMessage({ id, template, doc })
  })
}
