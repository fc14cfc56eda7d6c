import { createRoute } from '@hono/zod-openapi'
import { broadcastSchema, listMailSchema, listMailsResponseSchema, scheduleSequenceSchema } from '@core/selling-schemas.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput, uuidParams } from '../../http/openapi.ts'
import { uuidFirst, uuidPathParam } from '../../projects/project-params.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import * as h from './mailing.handlers.ts'

const NO_MAIL = 'There is no such mail.'

const listRoute = createRoute({
  operationId: 'listListMails',
  method: 'get',
  path: '/selling/mail',
  middleware: [signedIn] as const,
  responses: {
    200: jsonAnswer(listMailsResponseSchema, "The creator's list mails, newest first, with recipients and sent counts."),
    ...errorAnswers,
  },
})
const sequenceRoute = createRoute({
  operationId: 'scheduleLaunchSequence',
  method: 'post',
  path: '/selling/mail/sequence',
  middleware: [signedIn, jsonInput] as const,
  request: {
    body: jsonBody(scheduleSequenceSchema, "Schedules the project's launch kit e-mails, each at launch day + its day, at `hour` UTC."),
  },
  responses: { 200: jsonAnswer(listMailsResponseSchema, 'The scheduled mails, one per launch e-mail.'), ...errorAnswers },
})
const broadcastRoute = createRoute({
  operationId: 'scheduleBroadcast',
  method: 'post',
  path: '/selling/mail/broadcast',
  middleware: [signedIn, jsonInput] as const,
  request: {
    body: jsonBody(broadcastSchema, 'A one-off mail to the confirmed subscribers of one product or of all; `sendAt` absent = now.'),
  },
  responses: { 200: jsonAnswer(listMailSchema, 'The scheduled broadcast.'), ...errorAnswers },
})
const cancelRoute = createRoute({
  operationId: 'cancelListMail',
  method: 'delete',
  path: '/selling/mail/{id}',
  middleware: [signedIn, uuidFirst('id', NO_MAIL)] as const,
  request: { params: uuidParams('id') },
  responses: {
    200: jsonAnswer(listMailSchema, 'The mail, cancelled (409 mail_already_sent once it has started going out).'),
    ...errorAnswers,
  },
})

/**
 * List mail (issue 33 item 7, decision 135): GET/POST/DELETE /api/selling/mail…. These routes only
 * write the schedule (public.list_mails); the list-mail worker in every process sends what comes due.
 */
export function mailingRoutes(deps: SellingDeps) {
  const { db } = deps
  return contractRouter()
    .openapi(listRoute, async (c) => {
      const user = await requireRequestUser(c)
      c.header('Cache-Control', 'no-store')
      return c.json(await h.listMails(db, user.id), 200)
    })
    .openapi(sequenceRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.scheduleSequence(db, user.id, c.req.valid('json'), deps.now()), 200)
    })
    .openapi(broadcastRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.scheduleBroadcast(db, user.id, c.req.valid('json'), deps.now()), 200)
    })
    .openapi(cancelRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.cancelMail(db, user.id, uuidPathParam(c, 'id', NO_MAIL)), 200)
    })
}
