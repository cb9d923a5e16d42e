import { LegalPage } from '@/features/legal/components/legal-page'
import { cookiePolicy } from '@/features/legal/content/cookies'

export function CookiesRoute() {
  return <LegalPage document={cookiePolicy} />
}
