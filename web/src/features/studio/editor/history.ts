import { bitmapsEqual, type Bitmap } from './bitmap'

/** HISTORY_LIMIT is how many steps undo can go back. */
export const HISTORY_LIMIT = 100

/** History is an undo stack around the current bitmap; it is immutable. */
export interface History {
  readonly past: readonly Bitmap[]
  readonly present: Bitmap
  readonly future: readonly Bitmap[]
}

export function startHistory(present: Bitmap): History {
  return { past: [], present, future: [] }
}

/**
 * commit records next as a new step: the redo steps are dropped and the
 * oldest step goes once there are more than HISTORY_LIMIT. A next equal to
 * the present (a click that changed nothing) records nothing.
 */
export function commit(h: History, next: Bitmap): History {
  if (bitmapsEqual(h.present, next)) return h
  const past = [...h.past, h.present]
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT)
  return { past, present: next, future: [] }
}

export function canUndo(h: History): boolean {
  return h.past.length > 0
}

export function canRedo(h: History): boolean {
  return h.future.length > 0
}

export function undo(h: History): History {
  if (!canUndo(h)) return h
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] }
}

export function redo(h: History): History {
  if (!canRedo(h)) return h
  return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) }
}
