import { describe, expect, it } from 'vitest'
import { createBitmap, getPixel, rgba, setPixel, TRANSPARENT } from './bitmap'
import { editorReducer, initialEditorState, visibleBitmap, type EditorAction, type EditorState } from './editor-state'

const RED = rgba(255, 0, 0)

function run(s: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, s)
}

describe('editorReducer', () => {
  it('paints a stroke as one undo step, then undoes and redoes it', () => {
    let s = run(initialEditorState(createBitmap(8), RED), { type: 'pointerDown', x: 0, y: 0 }, { type: 'pointerMove', x: 3, y: 0 })
    expect(getPixel(visibleBitmap(s), 2, 0)).toBe(RED)
    expect(s.history.past).toHaveLength(0)
    s = run(s, { type: 'pointerUp' })
    expect(s.history.past).toHaveLength(1)
    expect(s.recent).toEqual([RED])
    s = run(s, { type: 'undo' })
    expect(getPixel(visibleBitmap(s), 2, 0)).toBe(TRANSPARENT)
    s = run(s, { type: 'redo' })
    expect(getPixel(visibleBitmap(s), 3, 0)).toBe(RED)
  })

  it('mirrors strokes when symmetry is on', () => {
    const s = run(
      initialEditorState(createBitmap(8), RED),
      { type: 'toggleMirror', axis: 'x' },
      { type: 'toggleMirror', axis: 'y' },
      { type: 'pointerDown', x: 1, y: 2 },
      { type: 'pointerUp' },
    )
    const b = visibleBitmap(s)
    expect([getPixel(b, 1, 2), getPixel(b, 6, 2), getPixel(b, 1, 5), getPixel(b, 6, 5)]).toEqual([RED, RED, RED, RED])
  })

  it('fills contiguously or globally in one step', () => {
    const start = createBitmap(4)
    for (let y = 0; y < 4; y++) setPixel(start, 1, y, rgba(0, 0, 0))
    const base = initialEditorState(start, RED)
    const local = run(base, { type: 'setTool', tool: 'fill' }, { type: 'pointerDown', x: 3, y: 0 })
    expect(getPixel(visibleBitmap(local), 3, 3)).toBe(RED)
    expect(getPixel(visibleBitmap(local), 0, 0)).toBe(TRANSPARENT)
    expect(local.history.past).toHaveLength(1)
    const global = run(base, { type: 'setFillMode', mode: 'global' }, { type: 'pointerDown', x: 3, y: 0 })
    expect(getPixel(visibleBitmap(global), 0, 0)).toBe(RED)
  })

  it('picks a colour with the eyedropper and returns to the pencil', () => {
    const start = createBitmap(4)
    setPixel(start, 2, 2, rgba(1, 2, 3))
    const s = run(initialEditorState(start, RED), { type: 'setTool', tool: 'eyedropper' }, { type: 'pointerDown', x: 2, y: 2 })
    expect(s.color).toBe(rgba(1, 2, 3))
    expect(s.tool).toBe('pencil')
    expect(s.history.past).toHaveLength(0)
  })

  it('ends a stroke in progress before undoing it', () => {
    const s = run(initialEditorState(createBitmap(4), RED), { type: 'pointerDown', x: 0, y: 0 }, { type: 'undo' })
    expect(s.stroke).toBeNull()
    expect(getPixel(visibleBitmap(s), 0, 0)).toBe(TRANSPARENT)
    expect(run(s, { type: 'redo' }).history.present).not.toBe(s.history.present)
  })

  it('loads a new bitmap with a fresh history', () => {
    const s = run(initialEditorState(createBitmap(4), RED), { type: 'pointerDown', x: 0, y: 0 }, { type: 'pointerUp' })
    const loaded = run(s, { type: 'load', bitmap: createBitmap(16) })
    expect(loaded.history.past).toHaveLength(0)
    expect(loaded.history.present.size).toBe(16)
  })
})
