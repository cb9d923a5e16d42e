import { LegalPage } from '@/features/legal/components/legal-page'
import { privacyPolicy } from '@/features/legal/content/privacy'

export function PrivacyRoute() {
  return <LegalPage document={privacyPolicy} />
}
