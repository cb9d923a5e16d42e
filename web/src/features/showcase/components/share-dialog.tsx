import { useQuery } from '@tanstack/react-query'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { SAVED_TEXTURES_KEY } from '../api/keys'
import { ShareForm } from './share-form'
import { SharedState } from './shared-state'

export interface ShareSlotProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The saved texture (My Textures) to share. */
  textureId: number
}

interface SavedTextureResponse {
  texture: { id: number; title: string; imageUrl: string; size: number; showcaseId: number | null }
}

/**
 * ShareDialog shares a saved texture to the community showcase with a title,
 * description, tags and licence; a texture already there can be viewed or
 * taken out instead.
 */
export default function ShareDialog({ open, onOpenChange, textureId }: ShareSlotProps) {
  const { data, isError } = useQuery<SavedTextureResponse>({
    queryKey: [...SAVED_TEXTURES_KEY, textureId],
    enabled: open,
  })
  const texture = data?.texture
  const close = () => onOpenChange(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {texture && texture.showcaseId !== null ? (
          <SharedState title={texture.title} showcaseId={texture.showcaseId} onClose={close} />
        ) : texture ? (
          <ShareForm texture={texture} onShared={close} />
        ) : (
          <DialogHeader>
            <DialogTitle>Share to Showcase</DialogTitle>
            <DialogDescription>{isError ? 'This texture could not be loaded.' : 'Loading...'}</DialogDescription>
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  )
}
