import type { ReactNode } from 'react'
import { HydrateLater } from '@/components/hydrate-later'
import type { PlanEditorSlotProps } from '@/lib/slots'
import { FaqSection } from './faq-section'
import { HowItWorks } from './how-it-works'
import { PricingSection } from './pricing-section'
import { SignupSection } from './signup-section'
import { Testimonials } from './testimonials'

interface Props {
  signupForm: ReactNode
  renderPlanEditor?: (props: PlanEditorSlotProps) => ReactNode
}

/**
 * BelowFold is the landing page after the features: how it works, pricing,
 * testimonials, FAQ and sign-up. It is its own chunk (with the plan icons and
 * the accordion): the page's first render needs only the hero's code.
 */
export default function BelowFold({ signupForm, renderPlanEditor }: Props) {
  // Off screen, the browser skips their style and layout until scrolled near
  // (one box, so in-page links still land exactly); 240rem is about their height.
  return (
    <div className="[contain-intrinsic-size:auto_240rem] [content-visibility:auto]">
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <PricingSection renderPlanEditor={renderPlanEditor} />
      </HydrateLater>
      <HydrateLater>
        <Testimonials />
      </HydrateLater>
      <HydrateLater>
        <FaqSection />
      </HydrateLater>
      <HydrateLater>
        <SignupSection form={signupForm} />
      </HydrateLater>
    </div>
  )
}
