import { describe, expect, it } from 'vitest'
import { normalizePlan, type SubscriptionPlan } from './subscription-plans'
import { applyPopular, badgeAfterToggle, effectivePopularId, POPULAR_BADGE, STARTER_BADGE } from './popular-badge'

const plan = (id: number, slug: string, name: string, extra: Partial<SubscriptionPlan> = {}) => normalizePlan({ id, slug, name, ...extra })

const free = plan(1, 'free', 'Free', { badge: 'TRY IT' })
const starter = plan(2, 'starter', 'Starter', { badge: STARTER_BADGE })
const pro = plan(3, 'pro', 'Pro', { isPopular: true, badge: POPULAR_BADGE })
const ultimate = plan(4, 'ultimate', 'Ultimate')
const plans = [free, starter, pro, ultimate]

const view = (list: SubscriptionPlan[]) => list.map((p) => [p.id, p.isPopular, p.badge])

describe('badgeAfterToggle', () => {
  it('sets the badge when turned on and clears it when turned off', () => {
    expect(badgeAfterToggle(true)).toBe('MOST POPULAR')
    expect(badgeAfterToggle(false)).toBe('')
  })
})

describe('applyPopular', () => {
  it('moves the popular flag and badge, keeping the starter badge and clearing the rest', () => {
    expect(view(applyPopular(plans, 4))).toEqual([
      [1, false, ''],
      [2, false, 'BEST FOR BEGINNERS'],
      [3, false, ''],
      [4, true, 'MOST POPULAR'],
    ])
  })

  it('gives the starter plan MOST POPULAR when it is the popular one', () => {
    expect(view(applyPopular(plans, 2))).toEqual([
      [1, false, ''],
      [2, true, 'MOST POPULAR'],
      [3, false, ''],
      [4, false, ''],
    ])
  })

  it('finds the starter plan by its lower-cased name when the slug is empty', () => {
    const legacy = [plan(7, '', 'STARTER'), plan(8, '', 'Pro', { badge: 'OLD' })]
    expect(view(applyPopular(legacy, 8))).toEqual([
      [7, false, 'BEST FOR BEGINNERS'],
      [8, true, 'MOST POPULAR'],
    ])
  })

  it('leaves no plan popular for an unknown id, and does not change its input', () => {
    const out = applyPopular(plans, 99)
    expect(out.filter((p) => p.isPopular)).toEqual([])
    expect(pro.isPopular).toBe(true)
    expect(pro.badge).toBe('MOST POPULAR')
    expect(out[2]).not.toBe(pro)
  })

  it('keeps every other field', () => {
    expect(applyPopular(plans, 4)[0]).toEqual({ ...free, badge: '' })
  })
})

describe('effectivePopularId', () => {
  it('is the plan the server marks popular', () => {
    expect(effectivePopularId([free, { ...starter, isPopular: true }, { ...pro, isPopular: false }])).toBe(2)
  })

  it('falls back to the pro plan, by slug or by name', () => {
    const unflagged = plans.map((p) => ({ ...p, isPopular: false }))
    expect(effectivePopularId(unflagged)).toBe(3)
    expect(effectivePopularId([free, plan(9, 'pro-legacy', 'PRO')])).toBe(9)
  })

  it('is null with no popular and no pro plan', () => {
    expect(effectivePopularId([free, starter, ultimate])).toBeNull()
    expect(effectivePopularId([])).toBeNull()
  })
})
