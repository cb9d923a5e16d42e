import { LegalPage } from '@/features/legal/components/legal-page'
import { refundPolicy } from '@/features/legal/content/refund-policy'

export function RefundPolicyRoute() {
  return <LegalPage document={refundPolicy} />
}
