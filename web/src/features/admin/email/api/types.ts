// The mail outbox's shapes (docs/admin-api.md "Mail outbox").

export type EmailStatus = 'pending' | 'sent' | 'failed'

type MailPurpose = 'verify-email' | 'password-reset' | 'newsletter-confirm' | 'newsletter-issue' | 'test' | ''

/** OutboxEmail is a stored message and its delivery record; link tokens come masked. */
export interface OutboxEmail {
  id: number
  to: string
  subject: string
  text: string
  html: string
  /** The list headers some mails carry (List-Unsubscribe); absent when none. */
  headers?: Record<string, string>
  /** The template it was made from ('' for mails sent before templates were named). */
  purpose: MailPurpose
  /** outbox: kept for admins to read, never sent; smtp: delivered by the mail job. */
  transport: 'outbox' | 'smtp'
  status: EmailStatus
  attempts: number
  lastError: string
  createdAt: string
  sentAt: string | null
}

/** EmailTemplate is one mail the site sends, filled with sample data. */
export interface EmailTemplate {
  id: string
  name: string
  subject: string
  html: string
  text: string
}

/** OutboxFilters narrow the outbox: q matches recipient or subject; status '' is every status. */
export interface OutboxFilters {
  q: string
  status: EmailStatus | ''
}
