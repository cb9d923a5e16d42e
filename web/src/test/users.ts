import type { User } from '@/lib/auth'

/** testUser is a signed-in user for component tests: alex, verified, with a password, changed by overrides. */
export function testUser(overrides: Partial<User> = {}): User {
  return { id: 1, username: 'alex', email: 'a@b.c', avatarUrl: null, isAdmin: false, emailVerified: true, hasPassword: true, ...overrides }
}
