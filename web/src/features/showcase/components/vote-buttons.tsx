import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useVote } from '../api/vote'
import type { ShowcaseTexture } from '../api/types'

/** VoteButtons are a texture's upvote and downvote buttons with their counts; the caller's vote is pressed. */
export function VoteButtons({ texture }: { texture: ShowcaseTexture }) {
  const { vote, pending } = useVote()
  const current = texture.hasVoted?.voteType ?? null
  const buttons = [
    {
      type: 'upvote',
      label: 'Upvote',
      count: texture.upvotes,
      Icon: ThumbsUp,
      on: 'bg-emerald-600 hover:bg-emerald-600/90',
    },
    {
      type: 'downvote',
      label: 'Downvote',
      count: texture.downvotes,
      Icon: ThumbsDown,
      on: 'bg-rose-600 hover:bg-rose-600/90',
    },
  ] as const
  return (
    <div className="flex gap-2" role="group" aria-label="Vote">
      {buttons.map(({ type, label, count, Icon, on }) => {
        const pressed = current === type
        return (
          <Button
            key={type}
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            aria-label={`${label} (${count})`}
            disabled={pending}
            className={cn('min-w-20', pressed && `${on} text-white`)}
            onClick={() => vote(texture, type)}
          >
            <Icon aria-hidden="true" />
            <span className="tabular-nums">{count}</span>
          </Button>
        )
      })}
    </div>
  )
}
