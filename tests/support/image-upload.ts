import type { TestApp } from './test-app.ts'

/** Test-only: uploads raw bytes as a project image, with whatever name and declared type a browser might send. */
export function uploadImage(
  app: TestApp,
  projectId: string,
  bytes: Uint8Array,
  init: { token?: string; type?: string; chunked?: boolean } = {},
) {
  const body = init.chunked
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes)
          controller.close()
        },
      })
    : bytes
  return fetch(`${app.url}/api/projects/${projectId}/images`, {
    method: 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      'content-type': init.type ?? 'image/png',
      'x-file-name': 'picture.png',
    },
    body: body as BodyInit,
    ...(init.chunked ? { duplex: 'half' } : {}),
  } as RequestInit)
}
