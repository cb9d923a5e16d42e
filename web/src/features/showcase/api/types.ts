// Shapes of the showcase API (docs/showcase-api.md, product.md §3 "Showcase texture").
import type { TextureKind } from '@/lib/texture'

export type VoteType = 'upvote' | 'downvote'
export type LicenseType = 'free' | 'restricted'

export interface ShowcaseTexture {
  id: number
  title: string
  description: string
  imageUrl: string
  username: string
  userId: number | null
  upvotes: number
  downvotes: number
  downloadCount: number
  tags: string[]
  createdAt: string
  licenseType: LicenseType
  hasVoted: { voteType: VoteType } | null
  featured: boolean
  kind: TextureKind
  size: number
}

/** ShowcaseListResponse is one page of GET /api/showcase. */
export interface ShowcaseListResponse {
  success: boolean
  data: ShowcaseTexture[]
  total: number
  nextCursor: string | null
}

export interface ShowcaseTextureResponse {
  success: boolean
  data: ShowcaseTexture
}

/** VoteCounts is POST /api/showcase/vote's data: the texture's counts after the vote. */
export interface VoteCounts {
  upvotes: number
  downvotes: number
  hasVoted: { voteType: VoteType } | null
}
