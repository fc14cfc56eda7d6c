import {
  type CoverImageRequest,
  type CoverImageResponse,
  coverImageResponseSchema,
  type ImageModelStatus,
  imageModelStatusSchema,
} from '@core/cover-image-schemas.ts'
import { loadApi } from '@web/lib/lazy-api.ts'

/** GET /api/covers/image-model (decision 89): whether the server has an image model, and an image's price. */
export async function fetchImageModel(): Promise<ImageModelStatus> {
  const res = await (await loadApi()).api.covers['image-model'].$get()
  return imageModelStatusSchema.parse(await res.json())
}

/** POST /api/covers/image: 10–60 s; the image comes back stored as a project image, with the balance after the charge. */
export async function generateCoverImage(request: CoverImageRequest, signal?: AbortSignal): Promise<CoverImageResponse> {
  const res = await (await loadApi()).api.covers.image.$post({ json: request }, signal ? { init: { signal } } : {})
  return coverImageResponseSchema.parse(await res.json())
}
