import { useState } from 'react'
import { LAUNCH_LIMITS as L, type LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchFlag, LaunchKitResponse } from '@core/launch-kit-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { cn } from '@web/lib/utils.ts'
import { FieldGroup, flagsAt, ListCount, Note, TextField } from './fields.tsx'
import { KdpHtmlPreview } from './kdp-html-preview.tsx'
import { emailDayLabel } from './launch-text.ts'

export type PieceValue<P extends LaunchPiece> = NonNullable<LaunchKitResponse[P]>

export interface PieceFormProps<P extends LaunchPiece> {
  value: PieceValue<P>
  onChange(next: PieceValue<P>): void
  /** This piece's flags (paths inside the piece). */
  flags: LaunchFlag[]
}

const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] => list.map((old, i) => (i === index ? item : old))
const filled = (list: readonly string[]) => list.filter((s) => s.trim() !== '').length

/** Text fields of a list, each with the same limit ('Keyword 3'). */
function ListFields({
  items,
  label,
  limit,
  rows,
  flags,
  path,
  onChange,
  className,
}: {
  items: string[]
  label: (i: number) => string
  limit: number
  rows?: number
  flags: LaunchFlag[]
  path: string
  onChange(next: string[]): void
  className?: string
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      {items.map((item, i) => (
        <TextField
          key={i}
          label={label(i)}
          value={item}
          limit={limit}
          rows={rows}
          flags={flagsAt(flags, `${path}.${i}`)}
          onChange={(v) => onChange(replaceAt(items, i, v))}
        />
      ))}
    </div>
  )
}

export function KdpForm({ value, onChange, flags }: PieceFormProps<'kdp'>) {
  const set = (patch: Partial<PieceValue<'kdp'>>) => onChange({ ...value, ...patch })
  const combined = value.title.length + value.subtitle.length
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Title" value={value.title} flags={flagsAt(flags, 'title')} onChange={(title) => set({ title })} />
        <TextField label="Subtitle" value={value.subtitle} flags={flagsAt(flags, 'subtitle')} onChange={(subtitle) => set({ subtitle })} />
        <p className="text-muted-foreground text-xs sm:col-span-2">
          KDP allows title and subtitle together up to {L.kdpTitleAndSubtitle} characters:{' '}
          <span className={cn('tabular-nums', combined > L.kdpTitleAndSubtitle && 'font-medium text-destructive')}>
            {combined}/{L.kdpTitleAndSubtitle}
            {combined > L.kdpTitleAndSubtitle ? ` (over by ${combined - L.kdpTitleAndSubtitle})` : ''}
          </span>
        </p>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <TextField
          label="Description (HTML)"
          value={value.descriptionHtml}
          limit={L.kdpDescription}
          rows={10}
          flags={flagsAt(flags, 'descriptionHtml')}
          onChange={(descriptionHtml) => set({ descriptionHtml })}
          className="[&_textarea]:font-mono [&_textarea]:text-xs"
        />
        <div className="min-w-0 space-y-1">
          <p className="flex min-h-7 items-center font-medium text-sm">Preview</p>
          <div className="max-h-72 overflow-auto rounded-md border p-3">
            <KdpHtmlPreview html={value.descriptionHtml} />
          </div>
        </div>
      </div>
      <FieldGroup title="Keywords" count={<ListCount count={filled(value.keywords)} limit={L.kdpKeywords} />}>
        <ListFields
          items={value.keywords}
          label={(i) => `Keyword ${i + 1}`}
          limit={L.kdpKeyword}
          flags={flags}
          path="keywords"
          onChange={(keywords) => set({ keywords })}
          className="sm:grid-cols-2"
        />
      </FieldGroup>
      <FieldGroup title="Categories">
        {value.categories.map((category, i) => (
          <div key={i} className="grid gap-2 rounded-md border p-3 sm:grid-cols-2">
            <TextField
              label={`Category ${i + 1}`}
              value={category.name}
              flags={flagsAt(flags, `categories.${i}.name`)}
              onChange={(name) => set({ categories: replaceAt(value.categories, i, { ...category, name }) })}
            />
            <TextField
              label="Why"
              value={category.reason}
              flags={flagsAt(flags, `categories.${i}.reason`)}
              onChange={(reason) => set({ categories: replaceAt(value.categories, i, { ...category, reason }) })}
            />
          </div>
        ))}
      </FieldGroup>
      <Note title="AI disclosure (KDP asks this)" text={value.aiDisclosure} />
      <Note title="KDP Select" text={value.selectNote} />
    </div>
  )
}

export function EtsyForm({ value, onChange, flags }: PieceFormProps<'etsy'>) {
  const set = (patch: Partial<PieceValue<'etsy'>>) => onChange({ ...value, ...patch })
  return (
    <div className="space-y-5">
      <TextField
        label="Title"
        value={value.title}
        limit={L.etsyTitle}
        flags={flagsAt(flags, 'title')}
        onChange={(title) => set({ title })}
      />
      {value.titleAlternatives.length > 0 ? (
        <FieldGroup title="Other titles">
          <ul className="space-y-2">
            {value.titleAlternatives.map((alt, i) => (
              <li key={i} className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm">
                <span className="min-w-0 flex-1 break-words">{alt}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  // The chosen alternative and the current title swap places: nothing is lost.
                  onClick={() => set({ title: alt, titleAlternatives: replaceAt(value.titleAlternatives, i, value.title) })}
                >
                  Use this title
                </Button>
              </li>
            ))}
          </ul>
        </FieldGroup>
      ) : null}
      <FieldGroup title="Tags" count={<ListCount count={filled(value.tags)} limit={L.etsyTags} />}>
        <ListFields
          items={value.tags}
          label={(i) => `Tag ${i + 1}`}
          limit={L.etsyTag}
          flags={flags}
          path="tags"
          onChange={(tags) => set({ tags })}
          className="sm:grid-cols-2 lg:grid-cols-3"
        />
      </FieldGroup>
      <TextField
        label="Description"
        value={value.description}
        limit={L.prose}
        rows={8}
        flags={flagsAt(flags, 'description')}
        onChange={(description) => set({ description })}
      />
    </div>
  )
}

export function StoreCopyForm({ value, onChange, flags }: PieceFormProps<'storeCopy'>) {
  const set = (patch: Partial<PieceValue<'storeCopy'>>) => onChange({ ...value, ...patch })
  const price = value.suggestedPrice
  return (
    <div className="space-y-5">
      <TextField
        label="Summary"
        value={value.summary}
        limit={L.line}
        rows={2}
        flags={flagsAt(flags, 'summary')}
        onChange={(summary) => set({ summary })}
      />
      <TextField
        label="Description"
        value={value.description}
        limit={L.prose}
        rows={8}
        flags={flagsAt(flags, 'description')}
        onChange={(description) => set({ description })}
      />
      <TextField
        label="What’s inside"
        value={value.whatsInside}
        limit={L.prose}
        rows={6}
        flags={flagsAt(flags, 'whatsInside')}
        onChange={(whatsInside) => set({ whatsInside })}
      />
      <FieldGroup title="Suggested price">
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <div className="space-y-1">
            <label htmlFor="launch-price" className="font-medium text-sm">
              Price ({price.currency})
            </label>
            <input
              id="launch-price"
              type="number"
              min={0}
              max={10_000}
              step="0.01"
              value={price.amount}
              onChange={(e) => {
                const amount = Number(e.target.value)
                if (Number.isFinite(amount) && amount >= 0 && amount <= 10_000) set({ suggestedPrice: { ...price, amount } })
              }}
              className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm"
            />
          </div>
          <TextField
            label="Why this price"
            value={price.reasoning}
            rows={3}
            flags={flagsAt(flags, 'suggestedPrice')}
            onChange={(reasoning) => set({ suggestedPrice: { ...price, reasoning } })}
          />
        </div>
      </FieldGroup>
    </div>
  )
}

export function SalesPageForm({ value, onChange, flags }: PieceFormProps<'salesPage'>) {
  const set = (patch: Partial<PieceValue<'salesPage'>>) => onChange({ ...value, ...patch })
  return (
    <div className="space-y-5">
      <FieldGroup title="Headline" count={<span className="font-normal text-muted-foreground text-xs">choose the one the page uses</span>}>
        <div role="radiogroup" aria-label="Headline the page uses" className="space-y-2">
          {value.headlines.map((headline, i) => (
            <TextField
              key={i}
              label={`Headline ${i + 1}`}
              value={headline}
              limit={L.headline}
              flags={flagsAt(flags, `headlines.${i}`)}
              onChange={(h) => set({ headlines: replaceAt(value.headlines, i, h) })}
              aside={
                <input
                  type="radio"
                  name="launch-headline"
                  aria-label={`Use headline ${i + 1}`}
                  checked={value.headlineIndex === i}
                  onChange={() => set({ headlineIndex: i })}
                  className="size-4 accent-primary"
                />
              }
            />
          ))}
        </div>
      </FieldGroup>
      <TextField
        label="Subheadline"
        value={value.subheadline}
        limit={L.line}
        rows={2}
        flags={flagsAt(flags, 'subheadline')}
        onChange={(subheadline) => set({ subheadline })}
      />
      <FieldGroup title="Benefits" count={<ListCount count={filled(value.benefits)} limit={L.benefitsMax} />}>
        <ListFields
          items={value.benefits}
          label={(i) => `Benefit ${i + 1}`}
          limit={L.line}
          flags={flags}
          path="benefits"
          onChange={(benefits) => set({ benefits })}
        />
      </FieldGroup>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label="Who it’s for"
          value={value.forWhom}
          limit={L.paragraph}
          rows={4}
          flags={flagsAt(flags, 'forWhom')}
          onChange={(forWhom) => set({ forWhom })}
        />
        <TextField
          label="Not for"
          value={value.notFor}
          limit={L.paragraph}
          rows={4}
          flags={flagsAt(flags, 'notFor')}
          onChange={(notFor) => set({ notFor })}
        />
      </div>
      <TextField
        label="What’s inside"
        value={value.whatsInside}
        limit={L.prose}
        rows={6}
        flags={flagsAt(flags, 'whatsInside')}
        onChange={(whatsInside) => set({ whatsInside })}
      />
      <TextField
        label="Excerpt (from chapter 1)"
        value={value.excerpt}
        limit={L.prose}
        rows={6}
        flags={flagsAt(flags, 'excerpt')}
        onChange={(excerpt) => set({ excerpt })}
      />
      <FieldGroup title="FAQ">
        {value.faq.map((item, i) => (
          <div key={i} className="space-y-2 rounded-md border p-3">
            <TextField
              label={`Question ${i + 1}`}
              value={item.q}
              limit={L.line}
              flags={flagsAt(flags, `faq.${i}.q`)}
              onChange={(q) => set({ faq: replaceAt(value.faq, i, { ...item, q }) })}
            />
            <TextField
              label={`Answer ${i + 1}`}
              value={item.a}
              limit={L.paragraph}
              rows={3}
              flags={flagsAt(flags, `faq.${i}.a`)}
              onChange={(a) => set({ faq: replaceAt(value.faq, i, { ...item, a }) })}
            />
          </div>
        ))}
      </FieldGroup>
      <div className="space-y-2">
        <label className="flex items-center gap-2 font-medium text-sm">
          <button
            type="button"
            role="switch"
            aria-checked={value.showGuarantee}
            onClick={() => set({ showGuarantee: !value.showGuarantee })}
            className={cn(
              'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              value.showGuarantee ? 'bg-primary' : 'bg-input',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-4 rounded-full bg-background shadow transition-transform',
                value.showGuarantee ? 'translate-x-4' : 'translate-x-0.5',
              )}
            />
          </button>
          Show the guarantee on the page
        </label>
        <TextField
          label="Guarantee"
          value={value.guarantee}
          limit={L.line}
          rows={2}
          flags={flagsAt(flags, 'guarantee')}
          onChange={(guarantee) => set({ guarantee })}
        />
      </div>
      <TextField
        label="Call to action (button)"
        value={value.callToAction}
        limit={L.button}
        flags={flagsAt(flags, 'callToAction')}
        onChange={(callToAction) => set({ callToAction })}
      />
    </div>
  )
}

export function EmailsForm({ value, onChange, flags }: PieceFormProps<'emails'>) {
  return (
    <ol className="space-y-4">
      {value.map((email, i) => {
        const set = (patch: Partial<(typeof value)[number]>) => onChange(replaceAt(value, i, { ...email, ...patch }))
        const at = (field: string) => flagsAt(flags, `${i}.${field}`)
        return (
          <li key={i} className="space-y-3 rounded-md border p-3">
            <h4 className="font-semibold text-sm">
              Email {i + 1} · {emailDayLabel(email.day, email.kind)}
            </h4>
            <div className="grid gap-3 md:grid-cols-2">
              <TextField
                label="Subject"
                value={email.subject}
                limit={L.emailSubject}
                flags={at('subject')}
                onChange={(subject) => set({ subject })}
              />
              <TextField
                label="Other subject"
                value={email.subjectAlt}
                limit={L.emailSubject}
                flags={at('subjectAlt')}
                onChange={(subjectAlt) => set({ subjectAlt })}
              />
            </div>
            <TextField
              label="Preview text"
              value={email.preview}
              limit={L.emailPreview}
              flags={at('preview')}
              onChange={(preview) => set({ preview })}
            />
            <TextField label="Body" value={email.body} limit={L.emailBody} rows={8} flags={at('body')} onChange={(body) => set({ body })} />
          </li>
        )
      })}
    </ol>
  )
}

/** Hashtags typed as one line ('#ebooks #writing'), kept as a list; the line itself stays as typed while editing. */
function HashtagsField({ tags, onChange, label }: { tags: string[]; onChange(next: string[]): void; label: string }) {
  const [text, setText] = useState(() => tags.join(' '))
  const parse = (line: string) => line.split(/[\s,]+/).filter(Boolean)
  const count = parse(text).length
  return (
    <div className="space-y-1">
      <TextField
        label={label}
        value={text}
        onChange={(line) => {
          setText(line)
          onChange(parse(line))
        }}
        aside={null}
      />
      <ListCount label="Hashtags" count={count} limit={L.hashtags} />
      {count > L.hashtags ? <span className="sr-only">More hashtags than Instagram allows.</span> : null}
    </div>
  )
}

export function SocialForm({ value, onChange, flags }: PieceFormProps<'social'>) {
  const set = (patch: Partial<PieceValue<'social'>>) => onChange({ ...value, ...patch })
  return (
    <div className="space-y-6">
      <FieldGroup title="X (Twitter)" count={<ListCount count={filled(value.x)} limit={L.postsPerNetwork} />}>
        <ListFields
          items={value.x}
          label={(i) => `X post ${i + 1}`}
          limit={L.xPost}
          rows={3}
          flags={flags}
          path="x"
          onChange={(x) => set({ x })}
        />
      </FieldGroup>
      <FieldGroup title="LinkedIn" count={<ListCount count={filled(value.linkedin)} limit={L.postsPerNetwork} />}>
        <ListFields
          items={value.linkedin}
          label={(i) => `LinkedIn post ${i + 1}`}
          limit={L.linkedinPost}
          rows={5}
          flags={flags}
          path="linkedin"
          onChange={(linkedin) => set({ linkedin })}
        />
      </FieldGroup>
      <FieldGroup title="Instagram" count={<ListCount count={value.instagram.length} limit={L.postsPerNetwork} />}>
        {value.instagram.map((post, i) => (
          <div key={i} className="space-y-2 rounded-md border p-3">
            <TextField
              label={`Instagram caption ${i + 1}`}
              value={post.caption}
              limit={L.instagramCaption}
              rows={4}
              flags={flagsAt(flags, `instagram.${i}`)}
              onChange={(caption) => set({ instagram: replaceAt(value.instagram, i, { ...post, caption }) })}
            />
            <HashtagsField
              label={`Hashtags of post ${i + 1}`}
              tags={post.hashtags}
              onChange={(hashtags) => set({ instagram: replaceAt(value.instagram, i, { ...post, hashtags }) })}
            />
          </div>
        ))}
      </FieldGroup>
      <TextField label="Bio" value={value.bio} limit={L.bio} rows={2} flags={flagsAt(flags, 'bio')} onChange={(bio) => set({ bio })} />
    </div>
  )
}

export function LeadMagnetForm({ value, onChange, flags }: PieceFormProps<'leadMagnet'>) {
  const set = (patch: Partial<PieceValue<'leadMagnet'>>) => onChange({ ...value, ...patch })
  return (
    <div className="space-y-5">
      <TextField label="Title" value={value.title} limit={L.line} flags={flagsAt(flags, 'title')} onChange={(title) => set({ title })} />
      <FieldGroup title="Bullets" count={<ListCount count={filled(value.bullets)} limit={L.leadMagnetBullets} />}>
        <ListFields
          items={value.bullets}
          label={(i) => `Bullet ${i + 1}`}
          limit={L.line}
          flags={flags}
          path="bullets"
          onChange={(bullets) => set({ bullets })}
        />
      </FieldGroup>
      <TextField
        label="Button"
        value={value.button}
        limit={L.button}
        flags={flagsAt(flags, 'button')}
        onChange={(button) => set({ button })}
      />
    </div>
  )
}
