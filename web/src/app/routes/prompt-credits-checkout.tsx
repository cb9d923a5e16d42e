import { PromptCreditsCheckoutPage } from '@/features/billing/components/prompt-credits-checkout-page'

/** PromptCreditsCheckoutRoute is /prompt-credits-checkout?prompt=...: where the studio's no-credits dialog leads. */
export function PromptCreditsCheckoutRoute() {
  return <PromptCreditsCheckoutPage />
}
