// The editor's keyboard shortcuts: one table, read by the key handler and by
// the tooltips that show them.
import type { Tool } from './tools'

export type EditorCommand =
  | { type: 'tool'; tool: Tool }
  | { type: 'globalFill' }
  | { type: 'mirror'; axis: 'x' | 'y' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'grid' }
  | { type: 'tiled' }
  | { type: 'zoom'; step: 1 | -1 }

/** TOOL_KEYS are the single-letter tool shortcuts shown in the tooltips. */
export const TOOL_KEYS: Record<Tool, string> = {
  pencil: 'B',
  eraser: 'E',
  fill: 'G',
  eyedropper: 'I',
  lighten: 'L',
  darken: 'D',
}

export const OTHER_KEYS = {
  globalFill: 'Shift+G',
  mirrorX: 'X',
  mirrorY: 'Y',
  grid: 'H',
  tiled: 'T',
  zoomIn: '+',
  zoomOut: '-',
  undo: 'Ctrl+Z',
  redo: 'Ctrl+Shift+Z',
} as const

export interface KeyInput {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * commandFor maps a key press to an editor command, or null. Ctrl or Cmd+Z
 * undoes, with Shift (or Ctrl+Y) it redoes; letters without a modifier pick
 * tools and toggles.
 */
export function commandFor(e: KeyInput): EditorCommand | null {
  const key = e.key.toLowerCase()
  if (e.altKey) return null
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return e.shiftKey ? { type: 'redo' } : { type: 'undo' }
    if (key === 'y' && !e.shiftKey) return { type: 'redo' }
    return null
  }
  if (key === 'g' && e.shiftKey) return { type: 'globalFill' }
  if (e.key === '+' || e.key === '=') return { type: 'zoom', step: 1 }
  if (e.key === '-' || e.key === '_') return { type: 'zoom', step: -1 }
  if (e.shiftKey) return null
  const tool = (Object.keys(TOOL_KEYS) as Tool[]).find((t) => TOOL_KEYS[t].toLowerCase() === key)
  if (tool) return { type: 'tool', tool }
  if (key === 'x') return { type: 'mirror', axis: 'x' }
  if (key === 'y') return { type: 'mirror', axis: 'y' }
  if (key === 'h') return { type: 'grid' }
  if (key === 't') return { type: 'tiled' }
  return null
}
