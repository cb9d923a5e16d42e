import { EmailPage } from '@/features/admin/email/components/email-page'

/** AdminEmailRoute is /admin/email (inside the admin layout). */
export function AdminEmailRoute() {
  return <EmailPage />
}
