import { LegalPage } from '@/features/legal/components/legal-page'
import terms from '@/features/legal/content/terms.md?raw'

export function TermsRoute() {
  return <LegalPage page="terms" builtIn={terms} />
}
