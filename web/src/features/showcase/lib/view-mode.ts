// The showcase's view modes (product.md §2). Phones (768 px or less) always
// get the mobile grid; wider screens start on, and return to, the compact grid.

export type ViewMode = 'mobile' | 'compact' | 'grid' | 'list'

export const VIEW_MODE_LABELS: Record<ViewMode, string> = {
  mobile: 'Mobile Grid',
  compact: 'Compact Grid',
  grid: 'Standard Grid',
  list: 'List View',
}

/** nextViewMode is the mode after the screen becomes narrow (or wide again). */
export function nextViewMode(current: ViewMode, narrow: boolean): ViewMode {
  if (narrow) return 'mobile'
  return current === 'mobile' ? 'compact' : current
}

/** The list's layout classes for each mode. */
export const VIEW_MODE_GRID: Record<ViewMode, string> = {
  mobile: 'grid grid-cols-2 gap-2',
  compact: 'grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6',
  grid: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4',
  list: 'grid gap-2',
}
