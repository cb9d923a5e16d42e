import { BillingPage } from '@/features/admin/billing/components/billing-page'

/** AdminBillingRoute is /admin/billing (inside the admin layout). */
export function AdminBillingRoute() {
  return <BillingPage />
}
