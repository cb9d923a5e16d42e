import { ExternalLink, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { toast } from '@/hooks/use-toast'
import { useRemoveFromShowcase } from '../api/share'

interface Props {
  title: string
  showcaseId: number
  onClose: () => void
}

/** SharedState is the share dialog for a texture already in the showcase: view it, or take it out. */
export function SharedState({ title, showcaseId, onClose }: Props) {
  const remove = useRemoveFromShowcase()
  return (
    <>
      <DialogHeader>
        <DialogTitle>Shared in the showcase</DialogTitle>
        <DialogDescription>
          “{title}” is in the community showcase. Edits you make in the studio do not change the shared copy: remove it and share it again
          to update it.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          disabled={remove.isPending}
          onClick={() =>
            // mutateAsync: the refreshed saved texture replaces this state with the share form, which
            // may unmount it before the mutation settles (mutate's callbacks would then be skipped).
            void remove.mutateAsync(showcaseId).then(
              () => toast({ title: 'Removed from the showcase', description: `“${title}” is no longer shared.` }),
              (err: Error) => toast({ variant: 'destructive', title: 'Error', description: err.message }),
            )
          }
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Removing...' : 'Remove from showcase'}
        </Button>
        <Button asChild>
          <Link to={`/showcase/${showcaseId}`} onClick={onClose}>
            <ExternalLink aria-hidden="true" />
            View in showcase
          </Link>
        </Button>
      </DialogFooter>
    </>
  )
}
