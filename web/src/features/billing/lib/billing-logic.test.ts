import { describe, expect, it } from 'vitest'
import { normalizePlan } from '@/lib/subscription-plans'
import { settingFlag } from '../api/get-site-settings'
import { PACKAGES, PLANS, subscription, summaryOf } from '../test/fixtures'
import { cardFormSchema, isFutureExpiry } from './card-form'
import { cheapestPackage, cheapestPaidPlan } from './cheapest'
import { clearPendingPlan, completeSubscriptionPath, readPendingPlan, savePendingPlan } from './pending-plan'
import { restartPath } from './restart-path'
import { returnLabel, safeReturnTo, studioPath } from './return-to'
import { subscriptionStatus } from './subscription-status'

describe('subscriptionStatus', () => {
  const texts = (over: Parameters<typeof subscription>[0]) => subscriptionStatus(subscription(over)).map((l) => l.text)

  it('says when the plan renews or ends', () => {
    expect(texts({})).toEqual(['Renews on December 24, 2026'])
    expect(texts({ cancelAtPeriodEnd: true })).toEqual(['Ends on December 24, 2026'])
  })

  it('puts a failed payment first, as a warning, and names a waiting downgrade', () => {
    const lines = subscriptionStatus(subscription({ status: 'past_due', nextPlan: summaryOf('starter') }))
    expect(lines).toEqual([
      { text: 'Payment failed: update your card', tone: 'warning' },
      { text: 'Renews on December 24, 2026', tone: 'default' },
      { text: 'Changes to Starter on December 24, 2026', tone: 'default' },
    ])
  })
})

describe('cheapest offers', () => {
  it('finds the package that costs least, preferring more credits at one price', () => {
    expect(cheapestPackage(PACKAGES)?.id).toBe(1)
    expect(cheapestPackage([...PACKAGES, { id: 9, name: '2 credits', credits: 2, priceUsd: 99, displayOrder: 9 }])?.id).toBe(9)
    expect(cheapestPackage([])).toBeNull()
  })

  it('finds the paid plan that costs least a month', () => {
    expect(cheapestPaidPlan(PLANS.map(normalizePlan))?.slug).toBe('starter')
    expect(cheapestPaidPlan([normalizePlan(PLANS[0]!)])).toBeNull()
  })
})

describe('return paths', () => {
  it('returns to the studio with the prompt', () => {
    expect(studioPath('ruby sword & shield')).toBe('/texture-studio?prompt=ruby%20sword%20%26%20shield')
    expect(studioPath('')).toBe('/texture-studio')
  })

  it('names the way back', () => {
    expect(returnLabel('/texture-studio?prompt=x')).toBe('Back to the studio')
    expect(returnLabel('/dashboard')).toBe('Go to dashboard')
    expect(returnLabel('/showcase')).toBe('Continue')
  })

  it('keeps only paths of this site', () => {
    expect(safeReturnTo('/texture-studio?prompt=a')).toBe('/texture-studio?prompt=a')
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '', null]) expect(safeReturnTo(bad)).toBe('/dashboard')
  })

  it('starts a package again at its package, a plan at the plans', () => {
    expect(restartPath({ kind: 'package', item: { id: 2, name: '10 credits', credits: 10, priceUsd: 750 } })).toBe('/checkout/credits/2')
    expect(restartPath({ kind: 'plan', item: { id: 3, name: 'Pro', credits: 80, priceUsd: 1999 } })).toBe('/checkout/plans')
  })
})

describe('pending plan', () => {
  it('is kept for the session until cleared', () => {
    expect(readPendingPlan()).toBeNull()
    savePendingPlan('pro')
    expect(readPendingPlan()).toBe('pro')
    clearPendingPlan()
    expect(readPendingPlan()).toBeNull()
    expect(completeSubscriptionPath('pro')).toBe('/complete-subscription?plan=pro')
  })
})

describe('settingFlag', () => {
  it('reads booleans and the strings true and false', () => {
    expect([true, 'true', false, 'false', undefined, 'yes'].map(settingFlag)).toEqual([true, true, false, false, false, false])
  })
})

describe('card form', () => {
  const now = new Date(2026, 10, 26)

  it('takes an expiry from this month on', () => {
    expect(isFutureExpiry('11/26', now)).toBe(true)
    expect(isFutureExpiry('10/26', now)).toBe(false)
    expect(isFutureExpiry('01/27', now)).toBe(true)
    expect(isFutureExpiry('1/27', now)).toBe(false)
  })

  it('sends the card number in digits, without the agreement', () => {
    const parsed = cardFormSchema.parse({ cardNumber: ' 4242 4242 4242 4242 ', expiry: '12/99', cvc: '123', name: ' Alex ', agree: true })
    expect(parsed).toEqual({ cardNumber: '4242424242424242', expiry: '12/99', cvc: '123', name: 'Alex' })
  })

  it('refuses a payment without the agreement', () => {
    const result = cardFormSchema.safeParse({ cardNumber: '4242424242424242', expiry: '12/99', cvc: '123', name: 'Alex', agree: false })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Agree to this to pay'])
  })
})
