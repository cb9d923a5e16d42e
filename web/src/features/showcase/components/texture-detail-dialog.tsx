import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useShowcaseTexture } from '../api/get-showcase-texture'
import { TextureDetail } from './texture-detail'

interface Props {
  /** The texture to show; null closes the dialog. */
  id: number | null
  onClose: () => void
}

/**
 * TextureDetailDialog is one shared texture (the /showcase/{id} deep link):
 * shown from a loaded list at once, or fetched.
 */
export function TextureDetailDialog({ id, onClose }: Props) {
  // The last texture shown stays in the dialog while it animates closed.
  const [shown, setShown] = useState(id)
  if (id !== null && id !== shown) setShown(id)
  const { data: texture, isPending, isError } = useShowcaseTexture(shown)
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {texture ? (
          <TextureDetail texture={texture} onRemoved={onClose} />
        ) : isError ? (
          <DialogHeader>
            <DialogTitle>Texture not found</DialogTitle>
            <DialogDescription>This texture is no longer in the community showcase.</DialogDescription>
          </DialogHeader>
        ) : isPending ? (
          <DialogHeader>
            <DialogTitle>Loading texture</DialogTitle>
            <DialogDescription className="flex items-center gap-2">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Loading...
            </DialogDescription>
          </DialogHeader>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
