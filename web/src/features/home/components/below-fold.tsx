import type { ReactNode } from 'react'
import { FaqSection } from './faq-section'
import { HowItWorks } from './how-it-works'
import { PricingSection } from './pricing-section'
import { SignupSection } from './signup-section'
import { Testimonials } from './testimonials'

/**
 * BelowFold is the landing page after the features: how it works, pricing,
 * testimonials, FAQ and sign-up. It is its own chunk (with the plan icons and
 * the accordion), so the first paint loads only the hero's code.
 */
export default function BelowFold({ signupForm }: { signupForm: ReactNode }) {
  return (
    <>
      <HowItWorks />
      <PricingSection />
      <Testimonials />
      <FaqSection />
      <SignupSection form={signupForm} />
    </>
  )
}
