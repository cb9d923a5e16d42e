import { Download, Star } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useSiteName } from '@/lib/site-settings'
import { useCurrentUser } from '@/lib/auth'
import { KIND_NAMES } from '@/lib/texture'
import { useDownload } from '../api/download'
import type { ShowcaseTexture } from '../api/types'
import { LICENSE_NAMES, previewEdge, sharedOn } from '../lib/format'
import { CuratorActions } from './curator-actions'
import { ReportTexture } from './report-texture'
import { TextureImage } from './texture-image'
import { VoteButtons } from './vote-buttons'

interface Props {
  texture: ShowcaseTexture
  onRemoved: () => void
}

/** TextureDetail is the detail dialog's content: the texture crisp at up to 240 px, its facts, download and votes. */
export function TextureDetail({ texture: t, onRemoved }: Props) {
  const { user } = useCurrentUser()
  const download = useDownload()
  const own = user !== null && user.id === t.userId
  const free = t.licenseType === 'free'
  const edge = previewEdge(t.size)
  const siteName = useSiteName()

  // The page's title names the texture while it is open, as the server does for the deep link;
  // closing it changes the route, whose title RouteEffects sets again.
  useEffect(() => {
    document.title = `${t.title} by ${t.username} | ${siteName}`
  }, [t.title, t.username, siteName])

  const facts = [
    ['Creator', t.username],
    ['Date', sharedOn(t.createdAt)],
    ['License', LICENSE_NAMES[t.licenseType]],
    ...(free ? [['Downloads', t.downloadCount.toLocaleString('en-US')]] : []),
    ['Type', `${KIND_NAMES[t.kind]}, ${t.size}x${t.size}`],
  ]

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2 pr-6">
          {t.title}
          {t.featured ? <Star className="size-4 fill-amber-400 text-amber-500" aria-label="Featured" /> : null}
        </DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <div className="flex justify-center rounded-lg bg-muted/60 p-4">
        <div style={{ width: edge, maxWidth: '100%' }}>
          <TextureImage src={t.imageUrl} alt={t.title} size={t.size} eager className="w-full" />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {t.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {t.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        {own ? <p className="text-sm text-muted-foreground">This is your texture.</p> : <VoteButtons texture={t} />}
        {free ? (
          <Button onClick={() => download.mutate(t)} disabled={download.isPending}>
            <Download aria-hidden="true" />
            Download PNG
          </Button>
        ) : null}
      </div>
      <CuratorActions texture={t} own={own} onRemoved={onRemoved} />
      {own ? null : (
        <div className="-mt-2 flex justify-end">
          <ReportTexture texture={t} />
        </div>
      )}
    </div>
  )
}
