// The pixel editor's state and every change to it, as one pure reducer: the
// React component only forwards pointer and keyboard input here and draws
// the result.
import type { Bitmap, Color } from './bitmap'
import { commit, redo, startHistory, undo, type History } from './history'
import { pushRecent } from './palette'
import { brush, fill, isBrush, linePoints, mirrorPoints, pick, type FillMode, type Point, type Symmetry, type Tool } from './tools'

interface Stroke {
  bitmap: Bitmap
  touched: ReadonlySet<number>
  last: Point
}

export interface EditorState {
  history: History
  tool: Tool
  fillMode: FillMode
  color: Color
  recent: readonly Color[]
  symmetry: Symmetry
  /** The brush stroke in progress (pointer held down), drawn but not yet in history. */
  stroke: Stroke | null
}

export type EditorAction =
  | { type: 'load'; bitmap: Bitmap }
  | { type: 'setTool'; tool: Tool }
  | { type: 'setFillMode'; mode: FillMode }
  | { type: 'setColor'; color: Color }
  | { type: 'toggleMirror'; axis: 'x' | 'y' }
  | { type: 'pointerDown'; x: number; y: number }
  | { type: 'pointerMove'; x: number; y: number }
  | { type: 'pointerUp' }
  | { type: 'undo' }
  | { type: 'redo' }

const DEFAULT_COLOR: Color = 0x3a3a3aff

export function initialEditorState(bitmap: Bitmap, color: Color = DEFAULT_COLOR): EditorState {
  return {
    history: startHistory(bitmap),
    tool: 'pencil',
    fillMode: 'contiguous',
    color,
    recent: [],
    symmetry: { x: false, y: false },
    stroke: null,
  }
}

/** visibleBitmap is what the canvas shows: the stroke in progress, else the present. */
export function visibleBitmap(s: EditorState): Bitmap {
  return s.stroke?.bitmap ?? s.history.present
}

function usesColor(tool: Tool): boolean {
  return tool === 'pencil' || tool === 'fill'
}

function endStroke(s: EditorState): EditorState {
  if (!s.stroke) return s
  const history = commit(s.history, s.stroke.bitmap)
  const changed = history !== s.history
  return {
    ...s,
    history,
    stroke: null,
    recent: changed && usesColor(s.tool) ? pushRecent(s.recent, s.color) : s.recent,
  }
}

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  const size = s.history.present.size
  switch (a.type) {
    case 'load':
      return { ...s, history: startHistory(a.bitmap), stroke: null }
    case 'setTool':
      return { ...endStroke(s), tool: a.tool }
    case 'setFillMode':
      return { ...endStroke(s), tool: 'fill', fillMode: a.mode }
    case 'setColor':
      return { ...s, color: a.color, tool: usesColor(s.tool) ? s.tool : 'pencil' }
    case 'toggleMirror':
      return { ...s, symmetry: { ...s.symmetry, [a.axis]: !s.symmetry[a.axis] } }
    case 'pointerDown': {
      const base = endStroke(s)
      const points = mirrorPoints(size, a.x, a.y, s.symmetry)
      if (s.tool === 'eyedropper') {
        const c = pick(base.history.present, a.x, a.y)
        return c === null ? base : { ...base, color: c, recent: pushRecent(base.recent, c), tool: 'pencil' }
      }
      if (s.tool === 'fill') {
        const history = commit(base.history, fill(base.history.present, points, s.color, s.fillMode))
        return history === base.history ? base : { ...base, history, recent: pushRecent(base.recent, s.color) }
      }
      if (!isBrush(s.tool)) return base
      const painted = brush(base.history.present, points, s.tool, s.color, new Set())
      return { ...base, stroke: { bitmap: painted.bitmap, touched: painted.touched, last: [a.x, a.y] } }
    }
    case 'pointerMove': {
      if (!s.stroke) return s
      const [lx, ly] = s.stroke.last
      if (lx === a.x && ly === a.y) return s
      const points = linePoints(lx, ly, a.x, a.y).flatMap(([x, y]) => mirrorPoints(size, x, y, s.symmetry))
      const painted = brush(s.stroke.bitmap, points, s.tool, s.color, s.stroke.touched)
      return { ...s, stroke: { bitmap: painted.bitmap, touched: painted.touched, last: [a.x, a.y] } }
    }
    case 'pointerUp':
      return endStroke(s)
    case 'undo':
      return { ...s, stroke: null, history: undo(endStroke(s).history) }
    case 'redo':
      return { ...s, stroke: null, history: redo(endStroke(s).history) }
  }
}
