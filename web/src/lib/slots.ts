// What one feature's page leaves to another, composed in src/app: the studio
// and My Textures render the export and share dialogs, the studio the 3D
// preview, and the landing page's pricing the admin plan editor.
import type { SubscriptionPlan } from './subscription-plans'
import type { TextureKind } from './texture'

export interface PreviewSlotProps {
  /** The editor's current pixels, size x size RGBA; a new object whenever they change. */
  pixels: ImageData
  kind: TextureKind
  /** The texture's edge in pixels (16, 32 or 64). */
  size: number
}

export interface ExportSlotProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The saved textures to put in one pack (up to 64). */
  textureIds: number[]
}

export interface ShareSlotProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The saved texture (My Textures) to share. */
  textureId: number
}

export interface PlanEditorSlotProps {
  /** The plan clicked; null closes the editor. */
  plan: SubscriptionPlan | null
  /** The plans loaded from the server. */
  plans: readonly SubscriptionPlan[]
  onClose: () => void
}
