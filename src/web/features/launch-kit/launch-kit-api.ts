import {
  type LaunchKitEditRequest,
  type LaunchKitResponse,
  type LaunchKitWriteRequest,
  launchKitResponseSchema,
} from '@core/launch-kit-schemas.ts'
import { apiRequest } from '@web/lib/api-client.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { getAuthSnapshot } from '@web/lib/auth/auth-store.ts'
import { parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * The launch kit's API (server: src/server/launch-kit, contract in @core/launch-kit-schemas.ts). This
 * screen is its own chunk with no load guard (decision 125), so the answers are parsed with the
 * shared zod schema directly.
 */
const kitPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/launch-kit`

export const launchKitQueryKey = (userId: string, projectId: string) => [USER_QUERY_KEY, userId, 'launch-kit', projectId] as const

async function kitCall(method: string, projectId: string, body?: unknown, signal?: AbortSignal): Promise<LaunchKitResponse> {
  const res = await apiRequest(method, kitPath(projectId), body, signal ? { signal } : {})
  return parseAnswer(launchKitResponseSchema, await res.json())
}

export const getLaunchKit = (projectId: string, signal?: AbortSignal) => kitCall('GET', projectId, undefined, signal)

/** `{}` writes the whole kit (2 credits); `{ piece, instruction? }` regenerates one piece (free). */
export const writeLaunchKit = (projectId: string, body: LaunchKitWriteRequest) => kitCall('POST', projectId, body)

export const saveLaunchPiece = (projectId: string, edit: LaunchKitEditRequest, signal?: AbortSignal) =>
  kitCall('PUT', projectId, edit, signal)

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
  const path = download.kind === 'kit' ? 'download' : 'sales-page'
  const res = await apiRequest('GET', `${kitPath(projectId)}/${path}?format=${download.format}`)
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
