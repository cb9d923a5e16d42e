// Whether an admin has switched on the landing page's edit mode (the navbar's
// 'Edit Mode' toggle). Shared state, because the toggle lives in the navbar and
// the editable texts and plan cards in the page. The server checks every save.
import { useSyncExternalStore } from 'react'

let editing = false
const listeners = new Set<() => void>()

export function setEditMode(on: boolean): void {
  if (editing === on) return
  editing = on
  listeners.forEach((listener) => listener())
}

export function getEditMode(): boolean {
  return editing
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** useEditMode is true while edit mode is on. Callers also check that the user is an admin. */
export function useEditMode(): boolean {
  return useSyncExternalStore(subscribe, getEditMode, getEditMode)
}
