import { LegalPage } from '@/features/legal/components/legal-page'
import refundPolicy from '@/features/legal/content/refund-policy.md?raw'

export function RefundPolicyRoute() {
  return <LegalPage page="refund-policy" builtIn={refundPolicy} />
}
