import { describe, expect, it } from 'vitest'
import { thousands } from '@/lib/plan-price'
import { normalizePlan, type SubscriptionPlan } from '@/lib/subscription-plans'
import { clampStep } from '../components/how-it-works'
import { readableOn } from '@/lib/contrast'
import { fillFaq, planFacts } from './faq'
import { relativeTime } from './relative-time'
import { SUGGESTION_GROUPS } from './suggestions'

const plan = (over: Partial<SubscriptionPlan>): SubscriptionPlan => normalizePlan({ id: 1, name: 'Free', ...over })

const DEFAULT_PLANS = [
  plan({ id: 1, slug: 'free', name: 'Free', priceUsd: 0, monthlyCredits: 3 }),
  plan({ id: 2, slug: 'starter', name: 'Starter', priceUsd: 999, monthlyCredits: 30 }),
  plan({ id: 3, slug: 'pro', name: 'Pro', priceUsd: 1999, monthlyCredits: 80 }),
  plan({ id: 4, slug: 'ultimate', name: 'Ultimate', priceUsd: 4999, monthlyCredits: 200 }),
]

describe('relativeTime', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  it.each([
    ['2026-11-25T11:59:30Z', 'Just now'],
    ['2026-11-25T11:55:00Z', '5m ago'],
    ['2026-11-25T09:00:00Z', '3h ago'],
    ['2026-11-20T12:00:00Z', '5d ago'],
    ['2026-11-25T12:00:10Z', 'Just now'],
    ['not a date', 'Recently'],
    [undefined, 'Recently'],
  ])('%s is %s', (createdAt, want) => {
    expect(relativeTime(createdAt, now)).toBe(want)
  })
})

describe('FAQ from the plans', () => {
  it('fills the quota and price answers exactly as the server does', () => {
    expect(planFacts(DEFAULT_PLANS)).toEqual({
      'free.name': 'Free',
      'free.credits': '3',
      'free.textures': '48',
      paidPlans:
        'Starter: $9.99 a month for 480 textures; Pro: $19.99 a month for 1,280 textures; Ultimate: $49.99 a month for 3,200 textures',
    })
    const faq = fillFaq(DEFAULT_PLANS)
    expect(faq.find((f) => f.question === 'How many textures can I make for free?')?.answer).toBe(
      'The Free plan gives you 3 credits every month, which is 48 textures: one credit buys one prompt and its 16 variations. Plan credits reset every month and do not roll over.',
    )
    expect(faq.every((f) => !/[{}]/.test(f.answer))).toBe(true)
  })

  it('leaves out the answers whose plans are missing, never showing a placeholder', () => {
    const withoutPlans = fillFaq([])
    const withPlans = fillFaq(DEFAULT_PLANS)
    expect(withoutPlans.map((f) => f.question)).not.toContain('What do the paid plans cost?')
    expect(withoutPlans.map((f) => f.question)).not.toContain('How many textures can I make for free?')
    expect(withPlans).toHaveLength(withoutPlans.length + 2)
    expect(withoutPlans[0]?.question).toBe(withPlans[0]?.question)
  })
})

describe('normalizePlan', () => {
  it('turns plain-string features into included features with icon Zap, and defaults the order and colour', () => {
    const p = normalizePlan({
      id: 9,
      name: 'Team',
      features: ['Shared library', { name: 'Seats', included: false, iconName: 'Users' }, { name: 'Odd', iconName: 'Nope' as never }],
    })
    expect(p.features).toEqual([
      { name: 'Shared library', included: true, iconName: 'Zap' },
      { name: 'Seats', included: false, iconName: 'Users' },
      { name: 'Odd', included: true, iconName: 'Zap' },
    ])
    expect(p.displayOrder).toBe(99)
    expect(p.colorScheme).toBe('#6b46c1')
  })
})

describe('the rest of the landing logic', () => {
  it('groups thousands with commas', () => {
    expect([0, 48, 999, 1280, 3200, 1_280_000, -4500].map(thousands)).toEqual(['0', '48', '999', '1,280', '3,200', '1,280,000', '-4,500'])
  })

  it('clamps how-it-works steps to 1-3', () => {
    expect([0, 1, 2, 3, 4, -5].map(clampStep)).toEqual([1, 1, 2, 3, 3, 1])
  })

  it('has ten groups of three different suggestions', () => {
    expect(SUGGESTION_GROUPS).toHaveLength(10)
    const all = SUGGESTION_GROUPS.flat()
    expect(all).toHaveLength(30)
    expect(new Set(all).size).toBe(30)
  })

  it('picks the readable text colour on a plan colour', () => {
    expect(readableOn('#6b46c1')).toBe('#ffffff')
    expect(readableOn('#d97706')).toBe('#0f0f14')
    expect(readableOn('#fde047')).toBe('#0f0f14')
    expect(readableOn('bad')).toBe('#ffffff')
  })
})
