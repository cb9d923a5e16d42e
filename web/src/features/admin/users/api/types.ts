// The admin area's view of users (docs/admin-api.md).

/** AdminUser is a user as the admin calls answer them. */
export interface AdminUser {
  id: number
  username: string
  email: string
  avatarUrl: string | null
  isAdmin: boolean
  emailVerified: boolean
  hasPassword: boolean
  /** The plan's slug ("free", "pro"). */
  plan: string
  suspended: boolean
  createdAt: string
}

interface UserActivity {
  generations: number
  savedTextures: number
  sharedTextures: number
  /** Sessions that have not expired. */
  sessions: number
  /** Go's zero time when never seen. */
  lastSeenAt: string
}

export interface UserCredits {
  available: number
  planAvailable: number
  purchasedAvailable: number
  planName: string
  nextRenewalDate: string
}

export interface LedgerRow {
  id: number
  type: string
  amount: number
  description: string
  createdAt: string
}

/** UserDetail is GET /api/admin/users/{id}. */
export interface UserDetail {
  success: boolean
  user: AdminUser
  activity: UserActivity
  credits: UserCredits
  /** The 20 newest ledger rows. */
  transactions: LedgerRow[]
}

/** The orders of the users list: by sign-up either way (newest is the server's default), or A to Z by username. */
export const USER_SORTS = ['newest', 'oldest', 'name'] as const
export type UserSort = (typeof USER_SORTS)[number]

export const usersKeys = {
  all: ['/api/admin/users'] as const,
  lists: ['/api/admin/users', 'list'] as const,
  list: (q: string, sort: UserSort) => ['/api/admin/users', 'list', q, sort] as const,
  detail: (id: number) => ['/api/admin/users', 'detail', id] as const,
}
