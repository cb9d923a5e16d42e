import {
  Eraser,
  Grid3x3,
  LayoutGrid,
  Moon,
  PaintBucket,
  Pencil,
  Pipette,
  Redo2,
  Replace,
  SquareSplitHorizontal,
  SquareSplitVertical,
  Sun,
  Undo2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import type { EditorAction, EditorState } from '../editor/editor-state'
import { OTHER_KEYS, TOOL_KEYS } from '../editor/shortcuts'
import type { Tool } from '../editor/tools'
import { ToolButton } from './tool-button'

interface ToolEntry {
  label: string
  shortcut: string
  Icon: ComponentType
  /** Whether the entry is the active tool. */
  active: (s: EditorState) => boolean
  action: EditorAction
}

const TOOL_ENTRIES: readonly ToolEntry[] = [
  tool('pencil', 'Pencil', Pencil),
  tool('eraser', 'Eraser', Eraser),
  {
    label: 'Fill',
    shortcut: TOOL_KEYS.fill,
    Icon: PaintBucket,
    active: (s) => s.tool === 'fill' && s.fillMode === 'contiguous',
    action: { type: 'setFillMode', mode: 'contiguous' },
  },
  {
    label: 'Fill all of a colour',
    shortcut: OTHER_KEYS.globalFill,
    Icon: Replace,
    active: (s) => s.tool === 'fill' && s.fillMode === 'global',
    action: { type: 'setFillMode', mode: 'global' },
  },
  tool('eyedropper', 'Eyedropper', Pipette),
  tool('lighten', 'Lighten brush', Sun),
  tool('darken', 'Darken brush', Moon),
]

function tool(t: Tool, label: string, Icon: ComponentType): ToolEntry {
  return { label, shortcut: TOOL_KEYS[t], Icon, active: (s) => s.tool === t, action: { type: 'setTool', tool: t } }
}

export interface ViewSettings {
  grid: boolean
  tiled: boolean
  zoom: number
}

interface Props {
  state: EditorState
  dispatch: (a: EditorAction) => void
  view: ViewSettings
  /** Whether the 3x3 tiled view applies (blocks only). */
  tileable: boolean
  canUndo: boolean
  canRedo: boolean
  canZoomIn: boolean
  canZoomOut: boolean
  onToggleGrid: () => void
  onToggleTiled: () => void
  onZoom: (step: 1 | -1) => void
}

/** Group keeps related buttons on one line, so that a narrow toolbar wraps between groups, not inside one. */
function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-0.5">
      {children}
    </div>
  )
}

/** EditorToolbar: tools, symmetry, view toggles, zoom, undo and redo; every shortcut in its tooltip. */
export function EditorToolbar({ state, dispatch, view, tileable, ...p }: Props) {
  return (
    <div role="toolbar" aria-label="Editor tools" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card p-1">
      <Group label="Tools">
        {TOOL_ENTRIES.map(({ label, shortcut, Icon, active, action }) => (
          <ToolButton key={label} label={label} shortcut={shortcut} pressed={active(state)} onClick={() => dispatch(action)}>
            <Icon />
          </ToolButton>
        ))}
      </Group>
      <Group label="Symmetry">
        {(['x', 'y'] as const).map((axis) => (
          <ToolButton
            key={axis}
            label={`Mirror ${axis.toUpperCase()}`}
            shortcut={axis === 'x' ? OTHER_KEYS.mirrorX : OTHER_KEYS.mirrorY}
            pressed={state.symmetry[axis]}
            onClick={() => dispatch({ type: 'toggleMirror', axis })}
          >
            {axis === 'x' ? <SquareSplitHorizontal /> : <SquareSplitVertical />}
          </ToolButton>
        ))}
      </Group>
      <Group label="View">
        <ToolButton label="Grid" shortcut={OTHER_KEYS.grid} pressed={view.grid} onClick={p.onToggleGrid}>
          <Grid3x3 />
        </ToolButton>
        {tileable ? (
          <ToolButton label="Tiled 3x3 view" shortcut={OTHER_KEYS.tiled} pressed={view.tiled} onClick={p.onToggleTiled}>
            <LayoutGrid />
          </ToolButton>
        ) : null}
        <ToolButton label="Zoom out" shortcut={OTHER_KEYS.zoomOut} disabled={!p.canZoomOut} onClick={() => p.onZoom(-1)}>
          <ZoomOut />
        </ToolButton>
        <span className="min-w-9 text-center text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {view.zoom}x
        </span>
        <ToolButton label="Zoom in" shortcut={OTHER_KEYS.zoomIn} disabled={!p.canZoomIn} onClick={() => p.onZoom(1)}>
          <ZoomIn />
        </ToolButton>
      </Group>
      <Group label="History">
        <ToolButton label="Undo" shortcut={OTHER_KEYS.undo} disabled={!p.canUndo} onClick={() => dispatch({ type: 'undo' })}>
          <Undo2 />
        </ToolButton>
        <ToolButton label="Redo" shortcut={OTHER_KEYS.redo} disabled={!p.canRedo} onClick={() => dispatch({ type: 'redo' })}>
          <Redo2 />
        </ToolButton>
      </Group>
    </div>
  )
}
