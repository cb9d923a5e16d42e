import { LegalPage } from '@/features/legal/components/legal-page'
import privacy from '@/features/legal/content/privacy.md?raw'

export function PrivacyRoute() {
  return <LegalPage page="privacy" builtIn={privacy} />
}
