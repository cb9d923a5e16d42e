import { useQuery } from '@tanstack/react-query'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { savedTextureQuery } from '@/lib/saved-textures'
import type { ShareSlotProps } from '@/lib/slots'
import { ShareForm } from './share-form'
import { SharedState } from './shared-state'

/**
 * ShareDialog shares a saved texture to the community showcase with a title,
 * description, tags and licence; a texture already there can be viewed or
 * taken out instead.
 */
export default function ShareDialog({ open, onOpenChange, textureId }: ShareSlotProps) {
  const { data, isError } = useQuery({ ...savedTextureQuery(textureId), enabled: open })
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
