import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { applyVote, VOTE_TOAST_TEXT, type VoteAction } from '../lib/vote'
import { patchTexture } from './keys'
import type { ShowcaseTexture, VoteCounts, VoteType } from './types'

/** sendVote posts one vote (POST /api/showcase/vote) and returns the counts after it. */
async function sendVote(input: { textureId: number; voteType: VoteAction }): Promise<VoteCounts> {
  const res = await apiRequest('POST', '/api/showcase/vote', input)
  return ((await res.json()) as { data: VoteCounts }).data
}

type Snapshot = Pick<ShowcaseTexture, 'upvotes' | 'downvotes' | 'hasVoted'>

/**
 * useVote returns vote(texture, clicked): visitors get the 'Authentication
 * Required' toast; otherwise the vote applies at once in every cached list
 * with its toast, then is sent. The server's counts replace the local ones;
 * on failure the texture goes back to what it was and an error toast tells why.
 */
export function useVote() {
  const client = useQueryClient()
  const { user } = useCurrentUser()
  const mutation = useMutation({
    mutationFn: ({ id, send }: { id: number; send: VoteAction; before: Snapshot }) => sendVote({ textureId: id, voteType: send }),
    onSuccess: (counts, { id }) => patchTexture(client, id, () => counts),
    onError: (err, { id, send, before }) => {
      patchTexture(client, id, () => before)
      toast({
        variant: 'destructive',
        title: send === 'remove' ? 'Failed to remove your vote. Please try again.' : 'Failed to save your vote',
        description: err.message,
      })
    },
  })

  const vote = (texture: ShowcaseTexture, clicked: VoteType) => {
    if (!user) {
      toast({
        variant: 'destructive',
        title: 'Authentication Required',
        description: 'You need to log in to vote on textures',
      })
      return
    }
    const before = { upvotes: texture.upvotes, downvotes: texture.downvotes, hasVoted: texture.hasVoted }
    const outcome = applyVote(before, clicked)
    patchTexture(client, texture.id, () => ({
      upvotes: outcome.upvotes,
      downvotes: outcome.downvotes,
      hasVoted: outcome.hasVoted,
    }))
    toast({ title: outcome.toast, description: VOTE_TOAST_TEXT[outcome.toast] })
    mutation.mutate({ id: texture.id, send: outcome.send, before })
  }

  return { vote, pending: mutation.isPending }
}
