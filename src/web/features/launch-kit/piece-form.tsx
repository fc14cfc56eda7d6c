import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchFlag } from '@core/launch-kit-schemas.ts'
import { EmailsForm, EtsyForm, KdpForm, LeadMagnetForm, type PieceValue, SalesPageForm, SocialForm, StoreCopyForm } from './piece-forms.tsx'

/** The form of one piece, by its name. */
export function PieceForm({
  piece,
  value,
  flags,
  onChange,
}: {
  piece: LaunchPiece
  value: PieceValue<LaunchPiece>
  flags: LaunchFlag[]
  onChange(next: unknown): void
}) {
  const props = { flags, onChange }
  switch (piece) {
    case 'kdp':
      return <KdpForm value={value as PieceValue<'kdp'>} {...props} />
    case 'etsy':
      return <EtsyForm value={value as PieceValue<'etsy'>} {...props} />
    case 'storeCopy':
      return <StoreCopyForm value={value as PieceValue<'storeCopy'>} {...props} />
    case 'salesPage':
      return <SalesPageForm value={value as PieceValue<'salesPage'>} {...props} />
    case 'emails':
      return <EmailsForm value={value as PieceValue<'emails'>} {...props} />
    case 'social':
      return <SocialForm value={value as PieceValue<'social'>} {...props} />
    case 'leadMagnet':
      return <LeadMagnetForm value={value as PieceValue<'leadMagnet'>} {...props} />
  }
}
