import { LegalPage } from '@/features/legal/components/legal-page'
import { termsOfService } from '@/features/legal/content/terms'

export function TermsRoute() {
  return <LegalPage document={termsOfService} />
}
