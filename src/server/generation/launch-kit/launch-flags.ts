import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchFlag, LaunchPieceValue } from '@core/launch-kit-schemas.ts'

/**
 * The quality pass's checks on launch copy (issue 32): every sentence of a piece that states an
 * unsourced figure or study, fakes scarcity or quotes a testimonial nobody gave is flagged, with
 * where it stands, so the creator verifies it or takes it out. Nothing is changed here.
 *
 * CONTRACT STUB (i32-gen fills it in): the signature is fixed; today it flags nothing.
 */
export function flagLaunchPiece<P extends LaunchPiece>(piece: P, value: LaunchPieceValue<P>): LaunchFlag[] {
  void piece
  void value
  return []
}
