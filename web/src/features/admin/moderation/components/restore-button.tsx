import { Undo2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useRestoreTexture } from '../api/restore-texture'
import type { RemovedTexture } from '../api/types'

/** RestoreButton lists a removed texture in the showcase again. */
export function RestoreButton({ texture: t }: { texture: RemovedTexture }) {
  const restore = useRestoreTexture()
  // mutateAsync: the refreshed list drops this texture, unmounting the button before mutate's callbacks would run.
  const run = () =>
    void restore.mutateAsync(t.id).then(
      (body) => toast({ title: 'Success', description: body.message }),
      (err: Error) => toast({ variant: 'destructive', title: 'Error', description: err.message }),
    )
  return (
    <Button variant="outline" size="sm" disabled={restore.isPending} onClick={run}>
      <Undo2 aria-hidden="true" />
      {restore.isPending ? 'Restoring...' : 'Restore'}
    </Button>
  )
}
