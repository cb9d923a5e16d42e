// The studio's 3D preview code is preloaded on / (product.md §2: the block,
// item and flat-item previews load 1000 ms after the landing page).

/** loadPreview imports the preview module (three.js included); later calls reuse the same promise. */
export function loadPreview() {
  return import('./texture-preview-3d')
}

/** preloadPreviews starts loading the preview code for blocks, items and flat items; failures are ignored. */
export function preloadPreviews(): void {
  loadPreview().catch(() => {
    // A failed preload only means the studio loads the module when it needs it.
  })
}
