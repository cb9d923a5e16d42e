import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query'
import { useRemovedTextures } from '../api/get-removed'
import type { RemovedTexture } from '../api/types'
import { when } from '../lib/format'
import { ListStates } from './list-states'
import { ModerationImage } from './moderation-image'
import { RestoreButton } from './restore-button'

const th = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase'
const td = 'px-3 py-3 align-middle'

/** RemovedTextures lists the textures taken out of the showcase, newest removal first, each with Restore. */
export function RemovedTextures() {
  const removed = useRemovedTextures()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const textures = removed.data?.pages.flatMap((p) => p.textures) ?? []
  return (
    <ListStates
      loading="Loading removed textures…"
      error="Could not load the removed textures."
      empty="No removed textures."
      query={removed}
      count={textures.length}
    >
      {mobile ? <RemovedCards textures={textures} /> : <RemovedTable textures={textures} />}
    </ListStates>
  )
}

const title = (t: RemovedTexture) => (
  <div className="flex min-w-0 items-center gap-3">
    <ModerationImage src={t.imageUrl} />
    <span className="font-medium break-words">{t.title}</span>
  </div>
)

function RemovedTable({ textures }: { textures: RemovedTexture[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Removed textures</caption>
        <thead className="border-b bg-muted/40">
          <tr>
            <th scope="col" className={th}>
              Texture
            </th>
            <th scope="col" className={th}>
              Owner
            </th>
            <th scope="col" className={th}>
              Removed
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {textures.map((t) => (
            <tr key={t.id} aria-label={`“${t.title}” by ${t.username}`}>
              <td className={td}>{title(t)}</td>
              <td className={td}>{t.username}</td>
              <td className={`${td} whitespace-nowrap text-muted-foreground`}>
                <time dateTime={t.removedAt}>{when(t.removedAt)}</time>
              </td>
              <td className={`${td} text-right`}>
                <RestoreButton texture={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function RemovedCards({ textures }: { textures: RemovedTexture[] }) {
  return (
    <ul className="grid gap-3" aria-label="Removed textures">
      {textures.map((t) => (
        <li key={t.id} aria-label={`“${t.title}” by ${t.username}`} className="grid gap-3 rounded-lg border p-4">
          {title(t)}
          <p className="text-sm text-muted-foreground">
            By <span className="font-medium text-foreground">{t.username}</span>, removed{' '}
            <time dateTime={t.removedAt}>{when(t.removedAt)}</time>
          </p>
          <div>
            <RestoreButton texture={t} />
          </div>
        </li>
      ))}
    </ul>
  )
}
