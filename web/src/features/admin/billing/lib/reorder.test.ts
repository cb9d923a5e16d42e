import { describe, expect, it } from 'vitest'
import { moveChanges } from './reorder'

const rows = (...orders: number[]) => orders.map((displayOrder, i) => ({ id: i + 10, displayOrder }))

describe('moveChanges', () => {
  it('swaps two neighbours of a numbered list, sending only their new places', () => {
    expect(moveChanges(rows(1, 2, 3), 2, -1)).toEqual([
      { id: 12, displayOrder: 2 },
      { id: 11, displayOrder: 3 },
    ])
    expect(moveChanges(rows(1, 2, 3), 0, 1)).toEqual([
      { id: 11, displayOrder: 1 },
      { id: 10, displayOrder: 2 },
    ])
  })

  it('numbers rows that shared the default order, so the move shows', () => {
    expect(moveChanges(rows(99, 99, 99), 1, -1)).toEqual([
      { id: 11, displayOrder: 1 },
      { id: 10, displayOrder: 2 },
      { id: 12, displayOrder: 3 },
    ])
  })

  it('moves nothing past either end', () => {
    expect(moveChanges(rows(1, 2), 0, -1)).toEqual([])
    expect(moveChanges(rows(1, 2), 1, 1)).toEqual([])
  })
})
