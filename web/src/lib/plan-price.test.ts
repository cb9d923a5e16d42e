import { describe, expect, it } from 'vitest'
import { centsToInput, formatPerCredit, formatPrice, formatUsd, priceToCents, sanitizePriceInput } from './plan-price'

describe('sanitizePriceInput', () => {
  it.each([
    ['1a2.3.4', '12.34'],
    ['$19.99', '19.99'],
    ['..5', '.5'],
    ['abc', ''],
    ['', ''],
  ])('keeps digits and one point of %j', (raw, want) => {
    expect(sanitizePriceInput(raw)).toBe(want)
  })
})

describe('priceToCents', () => {
  it.each([
    ['9.999', 1000],
    ['19.99', 1999],
    ['12.5', 1250],
    ['0.1', 10],
    ['7', 700],
    ['', 0],
    ['.', 0],
    ['1a2.3.4', 1234],
  ])('reads %j as %i cents', (input, cents) => {
    expect(priceToCents(input)).toBe(cents)
  })
})

describe('centsToInput', () => {
  it.each([
    [999, '9.99'],
    [1000, '10'],
    [1250, '12.50'],
    [0, '0'],
  ])('writes %i as %j', (cents, want) => {
    expect(centsToInput(cents)).toBe(want)
  })

  it('round-trips through priceToCents', () => {
    for (const cents of [0, 1, 99, 999, 1000, 1999, 4999]) expect(priceToCents(centsToInput(cents))).toBe(cents)
  })
})

describe('formatPrice', () => {
  it.each([
    [0, '$0'],
    [1999, '$19.99'],
    [999, '$9.99'],
    [1000, '$10.00'],
    [5, '$0.05'],
  ])('writes %i as %j', (cents, want) => {
    expect(formatPrice(cents)).toBe(want)
  })
})

describe('formatUsd and formatPerCredit', () => {
  it('writes cents as dollars with two decimals', () => {
    expect(formatUsd(750)).toBe('$7.50')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(123456)).toBe('$1,234.56')
  })

  it('writes the price of one credit to the cent', () => {
    expect(formatPerCredit(750, 10)).toBe('$0.75')
    expect(formatPerCredit(2999, 50)).toBe('$0.60')
    expect(formatPerCredit(99, 1)).toBe('$0.99')
    expect(formatPerCredit(500, 0)).toBe('$0.00')
  })
})
