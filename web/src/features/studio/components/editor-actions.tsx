import { Download, Package, Save, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { Bitmap } from '../editor/bitmap'
import { useSaveActions } from '../hooks/use-save-actions'
import type { OpenTexture } from '../lib/open-texture'
import { SaveDialog } from './save-dialog'
import type { StudioSlots } from './slots'

interface Props {
  texture: OpenTexture
  pixels: Bitmap
  renderExport: StudioSlots['renderExport']
  renderShare: StudioSlots['renderShare']
  /** Told whether the pixels have edits that are not saved. */
  onDirtyChange?: (dirty: boolean) => void
}

/** EditorActions: Save (to My Textures), Download PNG, and Export pack and Share once saved. */
export function EditorActions({ texture, pixels, renderExport, renderShare, onDirtyChange }: Props) {
  const { saved, title, save, saving, download, dirty } = useSaveActions(texture, pixels)
  const [saveOpen, setSaveOpen] = useState(false)
  const [exportOpen, setExportOpen] = useState(false)
  const [shareOpen, setShareOpen] = useState(false)
  const canExport = saved !== null && renderExport !== undefined
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setSaveOpen(true)}>
        <Save aria-hidden="true" />
        {saved ? 'Save changes' : 'Save'}
      </Button>
      <Button variant="outline" onClick={() => void download()}>
        <Download aria-hidden="true" />
        Download PNG
      </Button>
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer events: the wrapper keeps the tooltip reachable. */}
          <span tabIndex={canExport ? undefined : 0} className="inline-flex rounded-md">
            <Button variant="outline" disabled={!canExport} onClick={() => setExportOpen(true)}>
              <Package aria-hidden="true" />
              Export pack
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>{saved ? 'Build a resource pack with this texture' : 'Save the texture first to export a pack'}</TooltipContent>
      </Tooltip>
      {renderShare ? (
        <Tooltip>
          <TooltipTrigger asChild>
            <span tabIndex={saved ? undefined : 0} className="inline-flex rounded-md">
              <Button variant="outline" disabled={!saved} onClick={() => setShareOpen(true)}>
                <Share2 aria-hidden="true" />
                Share
              </Button>
            </span>
          </TooltipTrigger>
          <TooltipContent>{saved ? 'Share this texture in the community showcase' : 'Save the texture first to share it'}</TooltipContent>
        </Tooltip>
      ) : null}
      <SaveDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        defaultTitle={title}
        update={saved !== null}
        pending={saving}
        onSave={(t) => void save(t).then((ok) => ok && setSaveOpen(false))}
      />
      {saved && renderExport ? renderExport({ open: exportOpen, onOpenChange: setExportOpen, textureIds: [saved.id] }) : null}
      {saved && renderShare && shareOpen ? renderShare({ open: true, onOpenChange: setShareOpen, textureId: saved.id }) : null}
    </div>
  )
}
