import {
  type LaunchKitEditRequest,
  type LaunchKitResponse,
  type LaunchKitWriteRequest,
  launchKitResponseSchema,
} from '@core/launch-kit-schemas.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { getAuthSnapshot } from '@web/lib/auth/auth-store.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * The launch kit's API (server: src/server/launch-kit, contract in @core/launch-kit-schemas.ts),
 * through the typed client (decision 117). This screen is its own chunk with no load guard
 * (decision 125), so the client and the shared zod schema come with it; answers are still parsed,
 * so a server of another version is said in words rather than drawn wrong.
 */
const kitPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/launch-kit`
const param = (projectId: string) => ({ id: encodeURIComponent(projectId) })
const kitRoute = async () => (await loadApi()).api.projects[':id']['launch-kit']

export const launchKitQueryKey = (userId: string, projectId: string) => [USER_QUERY_KEY, userId, 'launch-kit', projectId] as const

const parseKit = async (res: Promise<Response>): Promise<LaunchKitResponse> =>
  parseAnswer(launchKitResponseSchema, await (await res).json())

export const getLaunchKit = async (projectId: string, signal?: AbortSignal) =>
  parseKit((await kitRoute()).$get({ param: param(projectId) }, signal ? { init: { signal } } : {}))

/** `{}` writes the whole kit (2 credits); `{ piece, instruction? }` regenerates one piece (free). */
export const writeLaunchKit = async (projectId: string, body: LaunchKitWriteRequest) =>
  parseKit((await kitRoute()).$post({ param: param(projectId), json: body }))

export const saveLaunchPiece = async (projectId: string, edit: LaunchKitEditRequest) =>
  parseKit((await kitRoute()).$put({ param: param(projectId), json: edit }))

/**
 * The last save of a piece as the page goes away: a keepalive request outlives the page, with the
 * token the app already holds (the auth client is asynchronous). False when it could not be sent.
 */
export function saveLaunchPieceOnLeave(projectId: string, edit: LaunchKitEditRequest): boolean {
  const token = getAuthSnapshot().session?.access_token
  if (!token) return false
  const body = JSON.stringify(edit)
  // Browsers refuse keepalive bodies over 64 KiB.
  if (new TextEncoder().encode(body).length > 60 * 1024) return false
  try {
    fetch(kitPath(projectId), {
      method: 'PUT',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    }).catch(() => undefined)
    return true
  } catch {
    return false
  }
}

export type KitDownload = { kind: 'kit'; format: 'md' | 'zip' } | { kind: 'salesPage'; format: 'html' | 'md' }

export interface DownloadedFile {
  blob: Blob
  fileName: string
}

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1]
  let name: string | undefined
  try {
    name = extended ? decodeURIComponent(extended.trim()) : undefined
  } catch {
    name = undefined
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;"\s]+)/.exec(header)?.[1]
  name = name?.trim()
  return !name || /[/\\]/.test(name) ? fallback : name
}

/** GET …/launch-kit/download?format=md|zip or …/launch-kit/sales-page?format=html|md, with the session's bearer token. */
export async function downloadLaunchFile(projectId: string, download: KitDownload): Promise<DownloadedFile> {
  const route = await kitRoute()
  const res =
    download.kind === 'kit'
      ? await route.download.$get({ param: param(projectId), query: { format: download.format } })
      : await route['sales-page'].$get({ param: param(projectId), query: { format: download.format } })
  const blob = await res.blob()
  const fallback = `${download.kind === 'kit' ? 'launch-kit' : 'sales-page'}.${download.format}`
  return { blob, fileName: fileNameFrom(res.headers.get('Content-Disposition'), fallback) }
}

/** Saves a blob through a temporary link; the URL is released once the download has surely started. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
