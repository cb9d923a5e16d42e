// Saving files the app builds or fetches (PNGs, packs) to the user's disk.

/**
 * downloadFileName is a PNG's file name (product.md §9): the title in lower
 * case with every non-alphanumeric character replaced by an underscore, plus
 * ".png"; an empty title becomes "texture.png".
 */
export function downloadFileName(title: string): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]/g, '_')
  return `${base || 'texture'}.png`
}

/** downloadBlob saves blob under fileName through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  // Revoked later: the browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
