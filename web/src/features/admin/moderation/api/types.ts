// Shapes of the showcase moderation API (docs/admin-api.md, "Showcase moderation").

export type ReportStatus = 'open' | 'resolved'
export type ReportAction = 'remove' | 'dismiss'

/** ReportedTexture is the showcase texture a report is about. */
export interface ReportedTexture {
  id: number
  title: string
  imageUrl: string
  /** The owner's username. */
  username: string
  featured: boolean
  removed: boolean
}

export interface Report {
  id: number
  showcaseId: number
  texture: ReportedTexture
  reporter: { id: number; username: string }
  reason: string
  status: ReportStatus
  resolution: '' | 'removed' | 'dismissed'
  createdAt: string
  resolvedAt: string | null
}

/** ReportsPage is one page of GET /api/admin/reports, newest first. */
export interface ReportsPage {
  reports: Report[]
  nextCursor: string | null
}

/** RemovedTexture is a showcase texture taken out by an admin (GET /api/admin/showcase/removed). */
export interface RemovedTexture {
  id: number
  title: string
  imageUrl: string
  username: string
  size: number
  createdAt: string
  removedAt: string
}

export interface RemovedPage {
  textures: RemovedTexture[]
  nextCursor: string | null
}
