import type { OutboxFilters } from './types'

/** emailKeys are the outbox's cache entries; everything under all is refreshed after a mail is added. */
export const emailKeys = {
  all: ['/api/admin/email'] as const,
  lists: ['/api/admin/email', 'list'] as const,
  list: (filters: OutboxFilters) => ['/api/admin/email', 'list', filters] as const,
  detail: (id: number) => ['/api/admin/email', 'detail', id] as const,
  templates: ['/api/admin/email/templates'] as const,
}
