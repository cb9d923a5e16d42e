/** luminance is the WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/**
 * readableOn is the text colour (white or near-black) with the higher
 * contrast on a plan's colour, so an admin's choice never makes a button
 * unreadable.
 */
export function readableOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#ffffff'
  const l = luminance(background)
  const onWhite = 1.05 / (l + 0.05)
  const onDark = (l + 0.05) / (luminance('#0f0f14') + 0.05)
  return onWhite >= onDark ? '#ffffff' : '#0f0f14'
}
