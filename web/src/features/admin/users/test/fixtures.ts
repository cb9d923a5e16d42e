// What the admin user calls answer in the component tests (docs/admin-api.md).
import type { AdminUser, UserDetail } from '../api/types'

/** member is a user as GET /api/admin/users lists them: demo, verified, on Free, changed by overrides. */
export function member(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    username: 'demo',
    email: 'demo@example.com',
    avatarUrl: null,
    isAdmin: false,
    emailVerified: true,
    hasPassword: true,
    plan: 'free',
    suspended: false,
    createdAt: '2026-11-20T09:30:00Z',
    ...overrides,
  }
}

/** detailOf is GET /api/admin/users/{id} for user, with one ledger row. */
export function detailOf(user: AdminUser, overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    success: true,
    user,
    activity: { generations: 12, savedTextures: 4, sharedTextures: 2, sessions: 1, lastSeenAt: '2026-11-26T10:00:00Z' },
    credits: { available: 3, planAvailable: 3, purchasedAvailable: 0, planName: 'Free', nextRenewalDate: '2026-12-20T09:30:00Z' },
    transactions: [
      { id: 1, type: 'plan_grant', amount: 3, description: 'Monthly credits of the Free plan', createdAt: '2026-11-20T09:30:00Z' },
    ],
    ...overrides,
  }
}
