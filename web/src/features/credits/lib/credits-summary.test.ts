import { describe, expect, it } from 'vitest'
import type { Credits } from '@/lib/credits'
import { creditsTooltipLines, summarizeCredits } from './credits-summary'

const base: Credits = {
  total: 0,
  used: 0,
  subscriptionCreditsTotal: 3,
  subscriptionCreditsAvailable: 3,
  purchasedCreditsTotal: 0,
  purchasedCreditsAvailable: 0,
  hasSubscription: false,
  nextRenewalDate: null,
}

describe('summarizeCredits', () => {
  it('counts a fresh Free account: 0 of 3 used, 3 available', () => {
    expect(summarizeCredits(base)).toEqual({ used: 0, total: 3, available: 3, percentUsed: 0 })
  })

  it('counts plan credits spent before purchased ones', () => {
    const s = summarizeCredits({ ...base, subscriptionCreditsAvailable: 1 })
    expect(s).toEqual({ used: 2, total: 3, available: 1, percentUsed: 67 })
  })

  it('adds purchased credits to both the total and the used count', () => {
    // 30 plan credits, 12 left; 10 bought, 4 of them spent.
    const c = { ...base, subscriptionCreditsTotal: 30, subscriptionCreditsAvailable: 12, total: 10, used: 4 }
    const s = summarizeCredits(c)
    expect(s).toEqual({ used: 22, total: 40, available: 18, percentUsed: 55 })
    // The spec's formula, and the tooltip's numbers agree with it.
    expect(s.available).toBe(Math.max(0, c.total + c.subscriptionCreditsAvailable - c.used))
    expect(s.total - s.used).toBe(s.available)
  })

  it('never shows a negative balance or more used than the total', () => {
    const s = summarizeCredits({ ...base, subscriptionCreditsAvailable: 0, total: 1, used: 5 })
    expect(s.available).toBe(0)
    expect(s.used).toBe(s.total)
  })

  it('reports 0% used when there are no credits at all', () => {
    expect(summarizeCredits({ ...base, subscriptionCreditsTotal: 0, subscriptionCreditsAvailable: 0 }).percentUsed).toBe(0)
  })
})

describe('creditsTooltipLines', () => {
  it('says used of total, available, and what a credit buys', () => {
    expect(creditsTooltipLines({ used: 2, total: 3, available: 1, percentUsed: 67 })).toEqual([
      '2 of 3 credits used',
      '1 available',
      '1 credit = 16 textures',
    ])
  })
})
