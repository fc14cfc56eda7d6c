import type { ProjectImage } from '@core/project-images.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

// The schema comes with the first upload: the editor shows project images without loading zod (decision 111).
const loadSchemas = loadOnce(() => import('@core/project-images.ts'))

/** POST /api/projects/:id/images: the file's bytes; the server answers with the stored image (decision 63). */
export async function uploadProjectImage(projectId: string, file: Blob): Promise<ProjectImage> {
  const res = await (
    await loadApi()
  ).api.projects[':id'].images.$post(
    { param: { id: encodeURIComponent(projectId) } },
    { headers: { 'Content-Type': file.type || 'application/octet-stream' }, init: { body: file } },
  )
  const [{ projectImageSchema }, answer] = await Promise.all([loadSchemas(), res.json()])
  return parseAnswer(projectImageSchema, answer)
}

// An image never changes under its id, so one object URL per image serves the whole session.
const objectUrls = new Map<string, Promise<string>>()

/**
 * An owner-only image as a `blob:` URL: an <img> cannot send the bearer token, so the image is
 * fetched with it and handed to the page as an object URL (decision 63). A failure is forgotten,
 * so the next preview asks again.
 */
export function projectImageUrl(projectId: string, imageId: string): Promise<string> {
  const key = `${projectId}/${imageId}`
  let url = objectUrls.get(key)
  if (!url) {
    url = loadApi()
      .then(({ api }) =>
        api.projects[':id'].images[':imageId'].$get({ param: { id: encodeURIComponent(projectId), imageId: encodeURIComponent(imageId) } }),
      )
      .then(async (res) => URL.createObjectURL(await res.blob()))
    url.catch(() => objectUrls.delete(key))
    objectUrls.set(key, url)
  }
  return url
}

/** An image just uploaded is shown from the file itself, without a round trip. */
export function rememberProjectImage(projectId: string, imageId: string, file: Blob): void {
  objectUrls.set(`${projectId}/${imageId}`, Promise.resolve(URL.createObjectURL(file)))
}
