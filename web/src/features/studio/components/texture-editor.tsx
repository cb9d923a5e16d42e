import { useMemo, useReducer, useState } from 'react'
import { TiledView } from '@/components/tiled-view'
import { editorReducer, initialEditorState, visibleBitmap } from '../editor/editor-state'
import { canRedo, canUndo } from '../editor/history'
import { extractPalette } from '../editor/palette'
import type { EditorCommand } from '../editor/shortcuts'
import { useEditorKeys } from '../hooks/use-editor-keys'
import type { OpenTexture } from '../lib/open-texture'
import { toImageData } from '../lib/png'
import { ColorPanel } from './color-panel'
import { EditorActions } from './editor-actions'
import { EditorToolbar, type ViewSettings } from './editor-toolbar'
import { PixelCanvas } from './pixel-canvas'
import type { StudioSlots } from './slots'

/** zoomRange: integer zooms whose canvas is 128-640 CSS px; the default is about 320 px (fits a phone). */
function zoomRange(size: number) {
  return { min: Math.max(1, Math.floor(128 / size)), max: Math.floor(640 / size), initial: Math.floor(320 / size) }
}

interface Props extends StudioSlots {
  texture: OpenTexture
  /** Told whether the pixels have edits that are not saved. */
  onDirtyChange?: (dirty: boolean) => void
}

/** TextureEditor is the pixel editor, its tiled and 3D previews, and the save and export actions. */
export function TextureEditor({ texture, renderPreview, renderExport, renderShare, onDirtyChange }: Props) {
  const [state, dispatch] = useReducer(editorReducer, texture.bitmap, (b) => {
    const palette = extractPalette(b)
    return initialEditorState(b, palette[Math.floor(palette.length / 2)])
  })
  const zooms = zoomRange(texture.size)
  const tileable = texture.kind === 'block'
  // The 3D preview shows a tiled face of its own: the editor's 3x3 view then starts hidden (T shows it).
  const [view, setView] = useState<ViewSettings>({ grid: true, tiled: tileable && !renderPreview, zoom: zooms.initial })
  const bitmap = visibleBitmap(state)
  const present = state.history.present
  const palette = useMemo(() => extractPalette(present), [present])
  const imageData = useMemo(() => toImageData(present), [present])

  const zoom = (step: 1 | -1) => setView((v) => ({ ...v, zoom: Math.min(zooms.max, Math.max(zooms.min, v.zoom + step)) }))

  useEditorKeys((c: EditorCommand) => {
    if (c.type === 'tool') dispatch({ type: 'setTool', tool: c.tool })
    else if (c.type === 'globalFill') dispatch({ type: 'setFillMode', mode: 'global' })
    else if (c.type === 'mirror') dispatch({ type: 'toggleMirror', axis: c.axis })
    else if (c.type === 'undo' || c.type === 'redo') dispatch({ type: c.type })
    else if (c.type === 'grid') setView((v) => ({ ...v, grid: !v.grid }))
    else if (c.type === 'tiled') setView((v) => ({ ...v, tiled: tileable && !v.tiled }))
    else zoom(c.step)
  })

  return (
    <div className="space-y-4">
      <EditorToolbar
        state={state}
        dispatch={dispatch}
        view={view}
        tileable={tileable}
        canUndo={canUndo(state.history)}
        canRedo={canRedo(state.history)}
        canZoomIn={view.zoom < zooms.max}
        canZoomOut={view.zoom > zooms.min}
        onToggleGrid={() => setView((v) => ({ ...v, grid: !v.grid }))}
        onToggleTiled={() => setView((v) => ({ ...v, tiled: !v.tiled }))}
        onZoom={zoom}
      />
      <div className="flex flex-col gap-6 xl:flex-row">
        <div className="max-w-full overflow-auto">
          <PixelCanvas
            bitmap={bitmap}
            zoom={view.zoom}
            grid={view.grid}
            label={`Pixel editor, ${texture.size}x${texture.size}`}
            onPointerDown={(x, y) => dispatch({ type: 'pointerDown', x, y })}
            onPointerMove={(x, y) => dispatch({ type: 'pointerMove', x, y })}
            onPointerUp={() => dispatch({ type: 'pointerUp' })}
          />
        </div>
        <div className="min-w-0 flex-1 space-y-5">
          <ColorPanel
            color={state.color}
            palette={palette}
            recent={state.recent}
            onChange={(color) => dispatch({ type: 'setColor', color })}
          />
          <div className="flex flex-wrap gap-4">
            {tileable && view.tiled ? <TiledView pixels={toImageData(bitmap)} caption="Tiled 3x3: check the seams" /> : null}
            {renderPreview ? renderPreview({ pixels: imageData, kind: texture.kind, size: texture.size }) : null}
          </div>
        </div>
      </div>
      <EditorActions
        texture={texture}
        pixels={present}
        renderExport={renderExport}
        renderShare={renderShare}
        onDirtyChange={onDirtyChange}
      />
    </div>
  )
}
