import type { ShowcaseTexture, VoteType } from '../api/types'

export type VoteAction = VoteType | 'remove'

/** The toast titles of product.md §8 for each kind of change. */
export type VoteToast = 'Liked' | 'Disliked' | 'Vote Changed' | 'Vote Removed'

export interface VoteOutcome {
  upvotes: number
  downvotes: number
  hasVoted: ShowcaseTexture['hasVoted']
  /** What to send: the clicked vote, or 'remove' when it takes the vote back. */
  send: VoteAction
  toast: VoteToast
}

type Counts = Pick<ShowcaseTexture, 'upvotes' | 'downvotes' | 'hasVoted'>

const less = (n: number) => Math.max(0, n - 1)

/**
 * applyVote is the spec's vote rule (product.md §4), applied locally before
 * the server confirms: a first vote counts; the same vote again removes it
 * (never below zero); the opposite vote moves one from the old count to the new.
 */
export function applyVote(t: Counts, clicked: VoteType): VoteOutcome {
  const current = t.hasVoted?.voteType ?? null
  const field = clicked === 'upvote' ? 'upvotes' : 'downvotes'
  if (current === clicked) {
    return { ...t, [field]: less(t[field]), hasVoted: null, send: 'remove', toast: 'Vote Removed' }
  }
  const next = { ...t, [field]: t[field] + 1, hasVoted: { voteType: clicked }, send: clicked }
  if (current === null) return { ...next, toast: clicked === 'upvote' ? 'Liked' : 'Disliked' }
  const other = clicked === 'upvote' ? 'downvotes' : 'upvotes'
  return { ...next, [other]: less(t[other]), toast: 'Vote Changed' }
}

/** VOTE_TOAST_TEXT describes each vote toast. */
export const VOTE_TOAST_TEXT: Record<VoteToast, string> = {
  Liked: 'You upvoted this texture.',
  Disliked: 'You downvoted this texture.',
  'Vote Changed': 'Your vote has been changed.',
  'Vote Removed': 'Your vote has been removed.',
}
