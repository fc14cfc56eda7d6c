import { type ReactNode, useState } from 'react'
import { ArrowLeft, CircleAlert, Download, LoaderCircle, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { type ErrorCode, parseApiErrorBody } from '@core/errors.ts'
import { CREDIT_COSTS } from '@core/generation.ts'
import { LAUNCH_PIECE_LABELS, LAUNCH_PIECES, type LaunchKitStatus, type LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKitEditRequest, LaunchKitResponse } from '@core/launch-kit-schemas.ts'
import type { Project } from '@core/project-schemas.ts'
import { paths } from '@core/routes.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { ApiError } from '@web/lib/api-client.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { useCredits } from '@web/lib/credits/use-credits.ts'
import { cn } from '@web/lib/utils.ts'
import { editorPathFor } from '@web/lib/projects/project-format.ts'
import { sellPathFor } from '@web/lib/selling-paths.ts'
import { copyText } from './fields.tsx'
import { downloadLaunchFile, getLaunchKit, type KitDownload, saveFile, writeLaunchKit } from './launch-kit-api.ts'
import { LAUNCH_TEXT, PIECE_CONTENTS } from './launch-text.ts'
import { PieceForm } from './piece-form.tsx'
import { pieceText } from './piece-text.ts'
import type { PieceSaveStatus } from './piece-save-queue.ts'
import { RegenerateMenu } from './regenerate-menu.tsx'
import { usePieceSaves } from './use-piece-saves.ts'

interface Failure {
  code: ErrorCode | undefined
  message: string
}

/** The server's own message for a failed call (what the creator reads); the code is what the screen branches on. */
function failureOf(error: unknown): Failure {
  const body = error instanceof ApiError ? parseApiErrorBody(error.body) : undefined
  return { code: errorCode(error), message: body?.message ?? describeError(error) }
}

const STATUS_LABEL: Record<LaunchKitStatus, string> = {
  none: 'Not written yet',
  writing: 'Writing…',
  ready: 'Ready',
  incomplete: 'Some pieces missing',
}

interface LaunchScreenProps {
  userId: string
  project: Project
  initialKit: LaunchKitResponse
  /** The server says the kit is being written (another tab, or a visit before this one). */
  writingElsewhere: boolean
}

export function LaunchScreen({ project, initialKit, writingElsewhere }: LaunchScreenProps) {
  const projectId = project.id
  const [kit, setKit] = useState(initialKit)
  const [writing, setWriting] = useState(false)
  const [writeFailure, setWriteFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState<Partial<Record<LaunchPiece, boolean>>>({})
  const [pieceFailure, setPieceFailure] = useState<Partial<Record<LaunchPiece, Failure>>>({})
  // Bumped when a piece is replaced by the server, so its fields start again from the new text.
  const [generation, setGeneration] = useState<Partial<Record<LaunchPiece, number>>>({})
  const [activePiece, setActivePiece] = useState<LaunchPiece>('kdp')
  const credits = useCredits()
  const { queue, status } = usePieceSaves(projectId, (answer: LaunchKitResponse, _edit: LaunchKitEditRequest) =>
    // The pieces on screen are the newest; the answer's checks and dates are for what was saved.
    setKit((old) => ({ ...old, meta: answer.meta, flags: answer.flags, updatedAt: answer.updatedAt })),
  )

  const title = project.title.trim() || 'Untitled project'
  const hasKit = LAUNCH_PIECES.some((p) => kit[p] !== null)
  const kitStatus: LaunchKitStatus = writing || writingElsewhere ? 'writing' : kit.status
  const sample = LAUNCH_PIECES.some((p) => kit.meta[p]?.sample)

  function edit<P extends LaunchPiece>(piece: P, value: NonNullable<LaunchKitResponse[P]>) {
    setKit((old) => ({ ...old, [piece]: value }))
    queue.change(piece, value)
  }

  async function writeWholeKit() {
    setWriting(true)
    setWriteFailure(null)
    try {
      // Writing the missing pieces of an incomplete kit answers the whole kit: the edits of the others go first.
      await queue.settle()
      const answer = await writeLaunchKit(projectId, {})
      setKit(answer)
      setGeneration((g) => Object.fromEntries(LAUNCH_PIECES.map((p) => [p, (g[p] ?? 0) + 1])))
      credits.spend(answer.creditsSpent ?? CREDIT_COSTS.launchKit, answer.creditsLeft)
    } catch (error) {
      const failure = failureOf(error)
      // Already written (another tab): show it rather than an error.
      if (failure.code === 'launch_kit_exists') await reload()
      else setWriteFailure(failure)
      if (failure.code === 'insufficient_credits') void credits.refresh()
    } finally {
      setWriting(false)
    }
  }

  async function reload() {
    try {
      setKit(await getLaunchKit(projectId))
      setGeneration((g) => Object.fromEntries(LAUNCH_PIECES.map((p) => [p, (g[p] ?? 0) + 1])))
      setWriteFailure(null)
    } catch (error) {
      setWriteFailure(failureOf(error))
    }
  }

  async function regenerate(piece: LaunchPiece, instruction?: string) {
    setBusy((b) => ({ ...b, [piece]: true }))
    setPieceFailure((f) => ({ ...f, [piece]: undefined }))
    try {
      // 'Shorter' works on the piece as it is on screen: its edits are saved first.
      await queue.settle()
      const answer = await writeLaunchKit(projectId, instruction ? { piece, instruction } : { piece })
      // The new piece replaces this piece's edits only (the piece is inert meanwhile; nothing of it is left to send).
      queue.discard(piece)
      setKit((old) => ({
        ...old,
        [piece]: answer[piece],
        status: answer.status,
        paid: answer.paid,
        meta: answer.meta,
        flags: answer.flags,
        updatedAt: answer.updatedAt,
      }))
      setGeneration((g) => ({ ...g, [piece]: (g[piece] ?? 0) + 1 }))
    } catch (error) {
      setPieceFailure((f) => ({ ...f, [piece]: failureOf(error) }))
    } finally {
      setBusy((b) => ({ ...b, [piece]: false }))
    }
  }

  async function download(which: KitDownload) {
    try {
      // The file is made from the server's copy: the last edits go first.
      await queue.settle()
      const file = await downloadLaunchFile(projectId, which)
      saveFile(file)
      toast({ title: 'Downloaded', description: file.fileName })
    } catch (error) {
      toast({ title: LAUNCH_TEXT.downloadFailed, description: failureOf(error).message, variant: 'destructive' })
    }
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <div className="min-w-0 space-y-1 pb-3">
        <nav aria-label="Back" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={paths.projects} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {LAUNCH_TEXT.allProjects}
          </Link>
          <Link to={editorPathFor(projectId)} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            {LAUNCH_TEXT.backToEditor}
          </Link>
          {/* Issue 33: the next step after the copy is a page that sells (its own screen, decision 136). */}
          <Link to={sellPathFor(projectId)} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            {LAUNCH_TEXT.sell}
          </Link>
        </nav>
        <p className="font-medium text-muted-foreground text-sm">{LAUNCH_TEXT.heading}</p>
        <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-b pb-3">
        <Badge variant={kitStatus === 'ready' ? 'default' : 'secondary'} data-kit-status={kitStatus}>
          {STATUS_LABEL[kitStatus]}
        </Badge>
        {hasKit ? <SaveLine status={status} onRetry={() => queue.retryNow()} /> : null}
        {hasKit ? (
          <div className="ml-auto">
            <DownloadMenu onDownload={(d) => void download(d)} />
          </div>
        ) : null}
      </div>

      {sample && hasKit ? (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
          {LAUNCH_TEXT.sample}
        </p>
      ) : null}

      {kitStatus === 'writing' ? (
        <WritingState />
      ) : !hasKit ? (
        <BeforeKit credits={credits.credits} failure={writeFailure} onWrite={() => void writeWholeKit()} onReload={() => void reload()} />
      ) : (
        <>
          {kit.status === 'incomplete' && !kit.paid ? (
            <div className="mb-4 space-y-3 rounded-md border p-3 text-sm">
              <p role="note">{LAUNCH_TEXT.incomplete}</p>
              <Button type="button" size="sm" onClick={() => void writeWholeKit()}>
                {LAUNCH_TEXT.writeMissing}
              </Button>
              {writeFailure ? <WriteFailureAlert failure={writeFailure} onReload={() => void reload()} /> : null}
            </div>
          ) : null}
          <PieceNav active={activePiece} onChoose={setActivePiece} />
          <div className="space-y-6">
            {LAUNCH_PIECES.map((piece) => (
              <PieceCard
                key={piece}
                piece={piece}
                kit={kit}
                busy={busy[piece] ?? false}
                failure={pieceFailure[piece]}
                generation={generation[piece] ?? 0}
                canWrite={kit.paid}
                shownOnPhone={piece === activePiece}
                onEdit={(value) => edit(piece, value as never)}
                onRegenerate={(instruction) => void regenerate(piece, instruction)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  )
}

function SaveLine({ status, onRetry }: { status: PieceSaveStatus; onRetry(): void }) {
  const text =
    status.state === 'saving'
      ? 'Saving…'
      : status.state === 'saved'
        ? 'All changes saved'
        : status.state === 'retrying'
          ? status.offline
            ? 'Offline — retrying…'
            : 'Could not save — retrying…'
          : `Changes not saved: ${status.message}`
  const bad = status.state === 'retrying' || status.state === 'failed'
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-save-state={status.state}>
      <p role="status" className={bad ? 'text-destructive' : 'text-muted-foreground'}>
        {text}
      </p>
      {bad ? (
        <Button type="button" size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={onRetry}>
          Retry now
        </Button>
      ) : null}
    </div>
  )
}

function DownloadMenu({ onDownload }: { onDownload(d: KitDownload): void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="sm">
          <Download aria-hidden="true" />
          {LAUNCH_TEXT.download}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Whole kit</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onDownload({ kind: 'kit', format: 'md' })}>Launch kit (Markdown .md)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDownload({ kind: 'kit', format: 'zip' })}>
          Launch kit (ZIP, one file per piece)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Sales page</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onDownload({ kind: 'salesPage', format: 'html' })}>Sales page (HTML)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onDownload({ kind: 'salesPage', format: 'md' })}>Sales page (Markdown)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function PieceList({ icon }: { icon: (piece: LaunchPiece) => ReactNode }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {LAUNCH_PIECES.map((piece) => (
        <li key={piece} className="flex items-start gap-2 rounded-md border p-3 text-sm">
          {icon(piece)}
          <span className="min-w-0">
            <span className="block font-medium">{LAUNCH_PIECE_LABELS[piece]}</span>
            <span className="block text-muted-foreground">{PIECE_CONTENTS[piece]}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

function BeforeKit({
  credits,
  failure,
  onWrite,
  onReload,
}: {
  credits: number | null
  failure: Failure | null
  onWrite(): void
  onReload(): void
}) {
  const short = credits !== null && credits < CREDIT_COSTS.launchKit
  return (
    <Card>
      <CardHeader>
        <CardTitle>What your launch kit contains</CardTitle>
        <p className="text-muted-foreground text-sm">{LAUNCH_TEXT.intro}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <PieceList icon={() => <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" size="lg" onClick={onWrite}>
            {LAUNCH_TEXT.writeButton}
          </Button>
          <p className="text-muted-foreground text-sm">
            {credits === null ? 'Checking your balance…' : `You have ${credits} ${credits === 1 ? 'credit' : 'credits'}.`}{' '}
            {short ? (
              <Link to={paths.pricing} className="text-primary underline-offset-4 hover:underline">
                {LAUNCH_TEXT.buyCredits}
              </Link>
            ) : null}
          </p>
        </div>
        <p className="text-muted-foreground text-xs">After that, regenerating any piece is free.</p>
        {failure ? <WriteFailureAlert failure={failure} onReload={onReload} /> : null}
      </CardContent>
    </Card>
  )
}

/** A refused 'write the kit': the server's message, and what the code says to do next. */
function WriteFailureAlert({ failure, onReload }: { failure: Failure; onReload(): void }) {
  return (
    <div role="alert" className="flex flex-wrap items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p className="min-w-0 flex-1 break-words">{failure.message}</p>
      {failure.code === 'insufficient_credits' ? (
        <Button asChild size="sm" variant="outline">
          <Link to={paths.pricing}>{LAUNCH_TEXT.buyCredits}</Link>
        </Button>
      ) : failure.code === 'launch_kit_busy' ? (
        <Button type="button" size="sm" variant="outline" onClick={onReload}>
          {LAUNCH_TEXT.checkAgain}
        </Button>
      ) : null}
    </div>
  )
}

function WritingState() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle className="flex items-center gap-2" role="status">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
          {LAUNCH_TEXT.writing}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{LAUNCH_TEXT.writingHint}</p>
      </CardHeader>
      <CardContent>
        <PieceList icon={() => <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin text-muted-foreground" />} />
      </CardContent>
    </Card>
  )
}

/**
 * The pieces' links: on a desktop they jump to a card (all are shown, the links sticky under the
 * site header); on a phone they work as tabs, the chosen piece's card alone being shown.
 */
function PieceNav({ active, onChoose }: { active: LaunchPiece; onChoose(piece: LaunchPiece): void }) {
  return (
    <nav aria-label="Pieces" className="mb-4 lg:sticky lg:top-16 lg:z-20 lg:bg-background lg:py-2">
      <ul className="flex flex-wrap gap-1.5">
        {LAUNCH_PIECES.map((piece) => (
          <li key={piece}>
            <a
              href={`#launch-${piece}`}
              aria-current={piece === active ? 'true' : undefined}
              onClick={() => onChoose(piece)}
              className={cn(
                'inline-block whitespace-nowrap rounded-full border px-2.5 py-1 text-xs hover:bg-accent sm:px-3',
                // The chosen piece stands out on a phone only, where it is the one shown.
                piece === active && 'max-sm:border-primary max-sm:bg-secondary max-sm:font-medium max-sm:text-secondary-foreground',
              )}
            >
              {LAUNCH_PIECE_LABELS[piece]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

interface PieceCardProps {
  piece: LaunchPiece
  kit: LaunchKitResponse
  busy: boolean
  failure: Failure | undefined
  generation: number
  /** A missing piece of a paid kit is written alone (free); an unpaid kit's are written with 'Write the missing pieces'. */
  canWrite: boolean
  /** The piece chosen in the links: on a phone the only card shown. */
  shownOnPhone: boolean
  onEdit(value: unknown): void
  onRegenerate(instruction?: string): void
}

function PieceCard({ piece, kit, busy, failure, generation, canWrite, shownOnPhone, onEdit, onRegenerate }: PieceCardProps) {
  const value = kit[piece]
  const headingId = `launch-${piece}-title`
  return (
    <Card
      id={`launch-${piece}`}
      role="region"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn('scroll-mt-32', !shownOnPhone && 'max-sm:hidden')}
      data-piece={piece}
    >
      <CardHeader className="flex flex-row flex-wrap items-center gap-2 space-y-0 px-4 sm:px-6">
        <CardTitle id={headingId} className="mr-auto basis-full text-lg sm:basis-auto">
          {LAUNCH_PIECE_LABELS[piece]}
        </CardTitle>
        {value !== null ? (
          <>
            <Button type="button" size="sm" variant="ghost" onClick={() => void copyText(pieceText(piece, value as never))}>
              {LAUNCH_TEXT.copyAll} <span className="sr-only">{LAUNCH_PIECE_LABELS[piece]}</span>
            </Button>
            <RegenerateMenu piece={piece} busy={busy} onRegenerate={onRegenerate} />
          </>
        ) : null}
      </CardHeader>
      <CardContent inert={busy} className={cn('px-4 sm:px-6', busy && 'opacity-60')}>
        {failure ? (
          <p role="alert" className="mb-3 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
            {failure.message}
          </p>
        ) : null}
        {value === null ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted-foreground text-sm">{PIECE_CONTENTS[piece]}: not written yet.</p>
            {canWrite ? (
              <Button type="button" size="sm" disabled={busy} onClick={() => onRegenerate()}>
                {busy ? LAUNCH_TEXT.regenerating : LAUNCH_TEXT.writePiece}
              </Button>
            ) : null}
          </div>
        ) : (
          <PieceForm key={generation} piece={piece} value={value} flags={kit.flags.filter((f) => f.piece === piece)} onChange={onEdit} />
        )}
      </CardContent>
    </Card>
  )
}
