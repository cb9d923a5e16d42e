import { Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useCurrentUser } from '@/lib/auth'
import { useSetFeatured } from '../api/feature'
import { useRemoveFromShowcase } from '../api/share'
import type { ShowcaseTexture } from '../api/types'

interface Props {
  texture: ShowcaseTexture
  own: boolean
  onRemoved: () => void
}

/**
 * CuratorActions are what the creator and admins may do with a shared
 * texture: remove it from the showcase (after confirming), and, for admins,
 * feature or unfeature it. Others see nothing; the server checks both again.
 */
export function CuratorActions({ texture: t, own, onRemoved }: Props) {
  const { user } = useCurrentUser()
  const remove = useRemoveFromShowcase()
  const feature = useSetFeatured()
  const [confirming, setConfirming] = useState(false)
  const admin = user?.isAdmin === true
  if (!own && !admin) return null

  // mutateAsync, not mutate's callbacks: removing drops the texture from the cached lists, which may
  // unmount this component before the mutation settles, and mutate's callbacks would then be skipped.
  const doRemove = () =>
    void remove.mutateAsync(t.id).then(
      () => {
        toast({ title: 'Removed from the showcase', description: `“${t.title}” is no longer shared.` })
        onRemoved()
      },
      (err: Error) => toast({ variant: 'destructive', title: 'Error', description: err.message }),
    )

  const toggleFeatured = () =>
    feature.mutate(
      { id: t.id, featured: !t.featured },
      {
        onSuccess: (next) => toast({ title: next.featured ? 'Texture featured' : 'Texture unfeatured', description: `“${t.title}”` }),
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: err.message }),
      },
    )

  if (confirming) {
    return (
      <div role="group" aria-label="Confirm removal" className="grid gap-3 rounded-lg border border-destructive/40 p-3">
        <p className="text-sm">Remove “{t.title}” from the showcase? Its votes and downloads are lost.</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={doRemove}>
            {remove.isPending ? 'Removing...' : 'Remove'}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {admin ? (
        <Button variant="outline" size="sm" disabled={feature.isPending} onClick={toggleFeatured}>
          <Star aria-hidden="true" />
          {t.featured ? 'Unfeature' : 'Feature'}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        Remove from showcase
      </Button>
    </div>
  )
}
