import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import type { Env } from 'hono'
import { contractRouter, jsonAnswer } from './openapi.ts'

/** Where the product API is mounted; the document names its paths in full. */
export const API_BASE = '/api'

const documentRoute = createRoute({
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/openapi.json',
  responses: { 200: jsonAnswer(z.record(z.string(), z.unknown()), 'This document: the OpenAPI 3.1 contract of /api.') },
})

/** The OpenAPI 3.1 document of every route declared on `api` (decision 0117), its paths under /api. */
export function openApiDocument(api: OpenAPIHono<Env>) {
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Folio product API',
      version: '1',
      description:
        'The /api routes of Folio. Errors answer `{code, message}` with a stable code (src/core/errors.ts). ' +
        'Signed-in routes take the user access token as `Authorization: Bearer`.',
    },
  })
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [`${API_BASE}${path}`, item]))
  return { ...document, paths }
}

/** `GET /api/openapi.json`: built once, on the first request, after every route is mounted. */
export function openApiRoutes(api: OpenAPIHono<Env>) {
  let document: ReturnType<typeof openApiDocument> | undefined
  return contractRouter().openapi(documentRoute, (c) => {
    document ??= openApiDocument(api)
    c.header('Cache-Control', 'no-cache')
    return c.json(document as Record<string, unknown>, 200)
  })
}
