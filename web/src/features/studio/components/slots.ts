// What the studio leaves to other features, composed in src/app/routes/studio.tsx:
// the 3D preview, the resource-pack export dialog and the share-to-showcase dialog.
import type { ReactNode } from 'react'
import type { ExportSlotProps, PreviewSlotProps, ShareSlotProps } from '@/lib/slots'

export interface StudioSlots {
  renderPreview?: (props: PreviewSlotProps) => ReactNode
  renderExport?: (props: ExportSlotProps) => ReactNode
  renderShare?: (props: ShareSlotProps) => ReactNode
}
