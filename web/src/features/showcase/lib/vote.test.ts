import { describe, expect, it } from 'vitest'
import { applyVote } from './vote'

const up = { voteType: 'upvote' } as const
const down = { voteType: 'downvote' } as const

describe('applyVote', () => {
  it.each([
    [
      'a first upvote',
      { upvotes: 2, downvotes: 1, hasVoted: null },
      'upvote',
      { upvotes: 3, downvotes: 1, hasVoted: up, send: 'upvote', toast: 'Liked' },
    ],
    [
      'a first downvote',
      { upvotes: 2, downvotes: 1, hasVoted: null },
      'downvote',
      { upvotes: 2, downvotes: 2, hasVoted: down, send: 'downvote', toast: 'Disliked' },
    ],
    [
      'the same upvote again',
      { upvotes: 3, downvotes: 1, hasVoted: up },
      'upvote',
      { upvotes: 2, downvotes: 1, hasVoted: null, send: 'remove', toast: 'Vote Removed' },
    ],
    [
      'the same downvote again',
      { upvotes: 3, downvotes: 1, hasVoted: down },
      'downvote',
      { upvotes: 3, downvotes: 0, hasVoted: null, send: 'remove', toast: 'Vote Removed' },
    ],
    [
      'up after down',
      { upvotes: 3, downvotes: 1, hasVoted: down },
      'upvote',
      { upvotes: 4, downvotes: 0, hasVoted: up, send: 'upvote', toast: 'Vote Changed' },
    ],
    [
      'down after up',
      { upvotes: 3, downvotes: 1, hasVoted: up },
      'downvote',
      { upvotes: 2, downvotes: 2, hasVoted: down, send: 'downvote', toast: 'Vote Changed' },
    ],
    // Counts that are already out of step never go below zero.
    [
      'removing from a zero count',
      { upvotes: 0, downvotes: 0, hasVoted: up },
      'upvote',
      { upvotes: 0, downvotes: 0, hasVoted: null, send: 'remove', toast: 'Vote Removed' },
    ],
    [
      'switching from a zero count',
      { upvotes: 0, downvotes: 0, hasVoted: up },
      'downvote',
      { upvotes: 0, downvotes: 1, hasVoted: down, send: 'downvote', toast: 'Vote Changed' },
    ],
  ] as const)('%s', (_name, before, clicked, want) => {
    expect(applyVote(before, clicked)).toEqual(want)
  })
})
