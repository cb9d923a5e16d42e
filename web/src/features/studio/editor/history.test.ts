import { describe, expect, it } from 'vitest'
import { cloneBitmap, createBitmap, getPixel, rgba, setPixel, type Bitmap } from './bitmap'
import { canRedo, canUndo, commit, HISTORY_LIMIT, redo, startHistory, undo } from './history'

function withPixel(b: Bitmap, x: number, c: number): Bitmap {
  const out = cloneBitmap(b)
  setPixel(out, x, 0, c)
  return out
}

describe('history', () => {
  it('undoes and redoes steps in order', () => {
    const a = createBitmap(4)
    const b = withPixel(a, 0, rgba(1, 1, 1))
    const c = withPixel(b, 1, rgba(2, 2, 2))
    let h = commit(commit(startHistory(a), b), c)
    h = undo(h)
    expect(h.present).toBe(b)
    h = undo(h)
    expect(h.present).toBe(a)
    expect(canUndo(h)).toBe(false)
    expect(undo(h)).toBe(h)
    h = redo(redo(h))
    expect(h.present).toBe(c)
    expect(canRedo(h)).toBe(false)
  })

  it('drops the redo steps on a new change', () => {
    const a = createBitmap(4)
    let h = commit(startHistory(a), withPixel(a, 0, rgba(1, 1, 1)))
    h = undo(h)
    h = commit(h, withPixel(a, 3, rgba(9, 9, 9)))
    expect(canRedo(h)).toBe(false)
    expect(getPixel(h.present, 3, 0)).toBe(rgba(9, 9, 9))
  })

  it('records nothing for a change that changes nothing', () => {
    const a = createBitmap(4)
    const h = startHistory(a)
    expect(commit(h, cloneBitmap(a))).toBe(h)
  })

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    let h = startHistory(createBitmap(16))
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = commit(h, withPixel(h.present, i % 16, rgba(i, i, i)))
    expect(h.past).toHaveLength(HISTORY_LIMIT)
  })
})
