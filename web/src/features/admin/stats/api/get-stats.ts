import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'

/** The periods the overview offers, in days (GET /api/admin/stats takes no others). */
export const STAT_PERIODS = [7, 30, 90] as const
export type StatPeriod = (typeof STAT_PERIODS)[number]

/** Counters are what the overview counts, over the period (totals) or one UTC day (series). */
export interface Counters {
  signups: number
  /** Users who started a generation; in totals, distinct over the period. */
  activeUsers: number
  generationsDone: number
  generationsFailed: number
  texturesSaved: number
  texturesShared: number
  creditsSpent: number
  /** Paid checkouts. */
  purchases: number
  /** What the paid checkouts came to, as they store amounts. */
  revenueUsd: number
  pageViews: number
}

export interface StatsDay extends Counters {
  /** The UTC day, "YYYY-MM-DD". */
  date: string
}

export interface PageViews {
  route: string
  views: number
}

/** StatsResponse is GET /api/admin/stats?days=N (docs/admin-api.md). */
export interface StatsResponse {
  success: boolean
  days: number
  totals: Counters
  /** One entry per day, oldest first, ending today. */
  series: StatsDay[]
  /** Most viewed first. */
  pageViews: PageViews[]
}

const statsKeys = {
  period: (days: StatPeriod) => ['/api/admin/stats', days] as const,
}

const statsQuery = (days: StatPeriod) =>
  queryOptions({
    queryKey: statsKeys.period(days),
    queryFn: ({ signal }) =>
      getJson<StatsResponse>(
        `/api/admin/stats?days=${days}`,
        signal,
        (b) => typeof b.totals === 'object' && b.totals !== null && Array.isArray(b.series) && Array.isArray(b.pageViews),
      ),
    // Figures move all day: a return to the overview after a minute asks again.
    staleTime: 60 * 1000,
  })

/** useStats loads the overview's figures for the last `days` days, keeping the last period's on screen while the next loads. */
export function useStats(days: StatPeriod) {
  return useQuery({ ...statsQuery(days), placeholderData: keepPreviousData })
}
