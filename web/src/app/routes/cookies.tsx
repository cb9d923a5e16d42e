import { LegalPage } from '@/features/legal/components/legal-page'
import cookies from '@/features/legal/content/cookies.md?raw'

export function CookiesRoute() {
  return <LegalPage page="cookies" builtIn={cookies} />
}
