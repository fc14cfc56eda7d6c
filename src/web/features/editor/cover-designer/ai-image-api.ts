import {
  COVER_IMAGE_PATH,
  type CoverImageRequest,
  type CoverImageResponse,
  coverImageResponseSchema,
  IMAGE_MODEL_PATH,
  type ImageModelStatus,
  imageModelStatusSchema,
} from '@core/cover-image-schemas.ts'
import { apiRequest } from '@web/lib/api-client.ts'

/** GET /api/covers/image-model (decision 89): whether the server has an image model, and an image's price. */
export async function fetchImageModel(): Promise<ImageModelStatus> {
  const res = await apiRequest('GET', IMAGE_MODEL_PATH)
  return imageModelStatusSchema.parse(await res.json())
}

/** POST /api/covers/image: 10–60 s; the image comes back stored as a project image, with the balance after the charge. */
export async function generateCoverImage(request: CoverImageRequest, signal?: AbortSignal): Promise<CoverImageResponse> {
  const res = await apiRequest('POST', COVER_IMAGE_PATH, request, signal ? { signal } : {})
  return coverImageResponseSchema.parse(await res.json())
}
