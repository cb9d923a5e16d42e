// What the studio leaves to other features, composed in src/app/routes/studio.tsx:
// the 3D preview, the resource-pack export dialog and the share-to-showcase dialog.
import type { ReactNode } from 'react'
import type { TextureKind } from '../api/types'

export interface PreviewSlotProps {
  /** The editor's current pixels, size x size RGBA; a new object whenever they change. */
  pixels: ImageData
  kind: TextureKind
  size: number
}

export interface ExportSlotProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  textureIds: number[]
}

export interface ShareSlotProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  textureId: number
}

export interface StudioSlots {
  renderPreview?: (props: PreviewSlotProps) => ReactNode
  renderExport?: (props: ExportSlotProps) => ReactNode
  renderShare?: (props: ShareSlotProps) => ReactNode
}
