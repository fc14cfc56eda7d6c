import { type ComponentType, useEffect, useRef, useState } from 'react'

/**
 * The examples gallery's place under the form (issue 30, decision 106): all the home page's first
 * load carries of it is this frame, kept as small as it goes (the page's JavaScript is at its
 * guard). The gallery itself — its heading, cards, data and images — loads when this place comes
 * into view (a tall screen, the page opened at #examples, or the reader scrolling down), never
 * while a page showing only the form loads. The frame holds a little less than the cards' room (it stays), so little below moves.
 */
export function ExamplesSection() {
  const place = useRef<HTMLElement>(null)
  const [Gallery, setGallery] = useState<ComponentType>()
  useEffect(() => {
    // Every browser Folio supports has it; a test DOM (jsdom) does not, and the form must still work there.
    if (typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return
      observer.disconnect()
      void import('./examples-gallery.tsx').then((m) => setGallery(() => m.ExamplesGallery))
    })
    observer.observe(place.current!)
    return () => observer.disconnect()
  }, [])
  return (
    <section ref={place} id="examples" className="mt-16 min-h-[2600px] scroll-mt-20 lg:min-h-[1400px]">
      {Gallery ? <Gallery /> : null}
    </section>
  )
}
