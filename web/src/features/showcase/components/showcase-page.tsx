import { SearchBox } from '@/components/search-box'
import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/auth'
import { useHasShared } from '../api/get-my-shares'
import { useShowcaseList } from '../api/get-showcase'
import { useViewMode } from '../hooks/use-view-mode'
import {
  activeChips,
  filtersFromParams,
  filtersToParams,
  MAX_SEARCH_LENGTH,
  resetFilters,
  withoutChip,
  type ShowcaseFilters,
} from '../lib/filters'
import { FilterChips } from './filter-chips'
import { FilterDialog } from './filter-dialog'
import { JoinBanner } from './join-banner'
import { ShowcaseList } from './showcase-list'
import { ShowcaseEmpty, ShowcaseError, ShowcaseLoading } from './showcase-states'
import { SortMenu } from './sort-menu'
import { TextureDetailDialog } from './texture-detail-dialog'
import { ViewModeMenu } from './view-mode-menu'

const KEEP_SCROLL = { keepScroll: true }

function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromList' in state
}

/**
 * ShowcasePage is /showcase and /showcase/{id}: search, sort, filters and
 * view modes over the community's textures, loaded page by page as the user
 * scrolls. The search, sort and filters live in the URL; an id opens that
 * texture's detail dialog over the list.
 */
export function ShowcasePage() {
  const { id } = useParams()
  const { search, state } = useLocation()
  const navigate = useNavigate()
  const { user, isLoading: userLoading } = useCurrentUser()
  const hasShared = useHasShared(user !== null)
  const filters = filtersFromParams(new URLSearchParams(search))
  const list = useShowcaseList(filters)
  const [mode, setMode, narrow] = useViewMode()
  const [filtering, setFiltering] = useState(false)

  // Changing the listing keeps the page where it is (RouteEffects scrolls to the top otherwise).
  const query = (f: ShowcaseFilters) => {
    const params = filtersToParams(f).toString()
    return params ? `?${params}` : ''
  }
  const setFilters = (f: ShowcaseFilters) => navigate(`/showcase${query(f)}`, { replace: true, state: KEEP_SCROLL })
  const detailId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null
  const textures = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages[0]?.total
  const filtered = activeChips(filters).length > 0
  const filterCount = activeChips({ ...filters, q: '' }).length

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Community Showcase</h1>
        <p className="mt-2 text-muted-foreground">Discover and share amazing Minecraft-style textures</p>
      </header>

      {!userLoading && (user === null || hasShared === false) ? <JoinBanner user={user} /> : null}

      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          value={filters.q}
          onSearch={(q) => setFilters({ ...filters, q })}
          what="textures"
          maxLength={MAX_SEARCH_LENGTH}
          className="md:w-auto md:flex-1"
        />
        <SortMenu value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
        <Button variant="outline" onClick={() => setFiltering(true)} aria-label={`Filters${filterCount ? ` (${filterCount} active)` : ''}`}>
          <SlidersHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">Filters</span>
          {filterCount ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{filterCount}</span> : null}
        </Button>
        <ViewModeMenu value={mode} onChange={setMode} narrow={narrow} />
      </div>

      <FilterChips filters={filters} total={total} onRemove={(key) => setFilters(withoutChip(filters, key))} />

      {list.isPending ? (
        <ShowcaseLoading />
      ) : list.isError ? (
        <ShowcaseError onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : textures.length === 0 ? (
        <ShowcaseEmpty filtered={filtered} onReset={() => setFilters(resetFilters(filters))} />
      ) : (
        <ShowcaseList
          textures={textures}
          mode={mode}
          linkTo={(textureId) => `/showcase/${textureId}${search}`}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => {
            if (!list.isFetchingNextPage) void list.fetchNextPage()
          }}
        />
      )}

      <FilterDialog open={filtering} onOpenChange={setFiltering} filters={filters} onApply={setFilters} />
      <TextureDetailDialog
        id={detailId}
        onClose={() => (openedFromList(state) ? navigate(-1) : navigate(`/showcase${search}`, { replace: true, state: KEEP_SCROLL }))}
      />
    </div>
  )
}
