// The showcase's search, sort and filters: their labels (product.md §2), their
// place in the page's URL (/showcase?q=&sort=&license=&featured=&kind=&size=)
// and the chips that show the active ones.
import { TEXTURE_SIZES, type TextureKind, type TextureSize } from '@/lib/texture'

export type SortKey = 'popular' | 'newest' | 'oldest' | 'downloads' | 'featured'
export type LicenseFilter = 'all' | 'free' | 'restricted'

export interface ShowcaseFilters {
  q: string
  sort: SortKey
  license: LicenseFilter
  /** null: all textures; true: featured only; false: non-featured only. */
  featured: boolean | null
  kind: TextureKind | null
  size: TextureSize | null
}

export const DEFAULT_FILTERS: ShowcaseFilters = {
  q: '',
  sort: 'popular',
  license: 'all',
  featured: null,
  kind: null,
  size: null,
}

export const SORT_LABELS: Record<SortKey, string> = {
  popular: 'Most Popular',
  newest: 'Newest First',
  oldest: 'Oldest First',
  downloads: 'Most Downloaded',
  featured: 'Featured',
}

export const LICENSE_LABELS: Record<LicenseFilter, string> = {
  all: 'All Licenses',
  free: 'Free to Use',
  restricted: 'Restricted',
}

export const FEATURED_OPTIONS = [
  { value: null, label: 'All Textures' },
  { value: true, label: 'Featured Only' },
  { value: false, label: 'Non-Featured Only' },
] as const

export const KIND_LABELS: Record<TextureKind, string> = { block: 'Blocks', item: 'Items', flat: 'Flat Items' }

/** The longest search the server takes. */
export const MAX_SEARCH_LENGTH = 100

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((a) => a === value) ?? null
}

/** filtersFromParams reads the filters from the page's query; unknown values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): ShowcaseFilters {
  const featured = params.get('featured')
  const size = Number(params.get('size'))
  return {
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: oneOf(params.get('sort'), Object.keys(SORT_LABELS) as SortKey[]) ?? DEFAULT_FILTERS.sort,
    license: oneOf(params.get('license'), Object.keys(LICENSE_LABELS) as LicenseFilter[]) ?? DEFAULT_FILTERS.license,
    featured: featured === 'true' ? true : featured === 'false' ? false : null,
    kind: oneOf(params.get('kind'), Object.keys(KIND_LABELS) as TextureKind[]),
    size: TEXTURE_SIZES.find((s) => s === size) ?? null,
  }
}

/** filtersToParams writes the filters that differ from the defaults, in a stable order. */
export function filtersToParams(f: ShowcaseFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (f.q.trim()) params.set('q', f.q.trim())
  if (f.sort !== DEFAULT_FILTERS.sort) params.set('sort', f.sort)
  if (f.license !== 'all') params.set('license', f.license)
  if (f.featured !== null) params.set('featured', String(f.featured))
  if (f.kind) params.set('kind', f.kind)
  if (f.size) params.set('size', String(f.size))
  return params
}

export type ChipKey = 'q' | 'license' | 'featured' | 'kind' | 'size'

export interface FilterChip {
  key: ChipKey
  label: string
}

/** activeChips lists the search and the filters in effect, each removable on its own. */
export function activeChips(f: ShowcaseFilters): FilterChip[] {
  const chips: FilterChip[] = []
  if (f.q.trim()) chips.push({ key: 'q', label: `“${f.q.trim()}”` })
  if (f.license !== 'all') chips.push({ key: 'license', label: LICENSE_LABELS[f.license] })
  if (f.featured !== null) chips.push({ key: 'featured', label: f.featured ? 'Featured Only' : 'Non-Featured Only' })
  if (f.kind) chips.push({ key: 'kind', label: KIND_LABELS[f.kind] })
  if (f.size) chips.push({ key: 'size', label: `${f.size}x${f.size}` })
  return chips
}

/** withoutChip returns the filters with one chip's filter back at its default. */
export function withoutChip(f: ShowcaseFilters, key: ChipKey): ShowcaseFilters {
  return { ...f, [key]: DEFAULT_FILTERS[key] }
}

/** resetFilters keeps the sort and clears the search and every filter. */
export function resetFilters(f: ShowcaseFilters): ShowcaseFilters {
  return { ...DEFAULT_FILTERS, sort: f.sort }
}

/** showingText is the line before the chips: 'Showing N texture(s) with:'. */
export function showingText(total: number): string {
  return `Showing ${total.toLocaleString('en-US')} ${total === 1 ? 'texture' : 'textures'} with:`
}
