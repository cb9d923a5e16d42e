import { SettingsPage } from '@/features/admin/settings/components/settings-page'

/** AdminSettingsRoute is /admin/settings (inside the admin layout). */
export function AdminSettingsRoute() {
  return <SettingsPage />
}
