/**
 * What Radix primitives call that jsdom lacks: pointer capture (toast swipes and actions, menus)
 * and scrollIntoView (menus). Only filled in where missing, so a real browser API always wins.
 */
export function stubRadixDomApis(): void {
  Element.prototype.setPointerCapture ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
}
