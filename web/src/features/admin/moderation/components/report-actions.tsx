import { Ban, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { useResolveReport } from '../api/resolve-report'
import { useSetFeatured } from '../api/set-featured'
import type { Report, ReportAction } from '../api/types'
import { when } from '../lib/format'
import { RemoveTextureDialog } from './remove-texture-dialog'

const fail = (err: Error) => toast({ variant: 'destructive', title: 'Error', description: err.message })

/**
 * ReportActions are what an admin does with an open report: remove the
 * texture (after confirming), dismiss the report, or feature or unfeature
 * the texture. A resolved report says how it ended.
 */
export function ReportActions({ report: r }: { report: Report }) {
  const resolve = useResolveReport()
  const feature = useSetFeatured()
  const [confirming, setConfirming] = useState(false)

  if (r.status === 'resolved') {
    return (
      <p className="text-sm text-muted-foreground">
        {r.resolution === 'removed' ? 'Texture removed' : 'Dismissed'}
        {r.resolvedAt ? (
          <>
            {' '}
            on <time dateTime={r.resolvedAt}>{when(r.resolvedAt)}</time>
          </>
        ) : null}
      </p>
    )
  }

  // mutateAsync: the refreshed queue drops this report, unmounting this component before mutate's callbacks would run.
  const run = (action: ReportAction) =>
    void resolve.mutateAsync({ id: r.id, action }).then((body) => {
      setConfirming(false)
      toast({ title: 'Success', description: body.message })
    }, fail)

  const toggleFeatured = () =>
    void feature
      .mutateAsync({ showcaseId: r.showcaseId, featured: !r.texture.featured })
      .then(
        (next) =>
          toast({ title: 'Success', description: `“${r.texture.title}” ${next.featured ? 'is featured' : 'is no longer featured'}.` }),
        fail,
      )

  const busy = resolve.isPending || feature.isPending
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        Remove
      </Button>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => run('dismiss')}>
        <Ban aria-hidden="true" />
        Dismiss
      </Button>
      {r.texture.removed ? null : (
        <Button variant="outline" size="sm" disabled={busy} onClick={toggleFeatured}>
          <Star aria-hidden="true" className={r.texture.featured ? 'fill-amber-400 text-amber-500' : undefined} />
          {r.texture.featured ? 'Unfeature' : 'Feature'}
        </Button>
      )}
      <RemoveTextureDialog
        title={r.texture.title}
        open={confirming}
        pending={resolve.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('remove')}
      />
    </div>
  )
}
