import { lazy, Suspense } from 'react'
import { LandingSignupForm } from '@/features/auth/components/landing-signup-form'
import { useLoginSuccessParam } from '@/features/auth/hooks/use-login-success-param'
import { HomePage } from '@/features/home/components/home-page'
import type { PlanEditorSlotProps } from '@/lib/slots'

// Only admins in edit mode ever open the plan editor.
const PlanEditorDialog = lazy(() => import('@/features/admin/components/plan-editor-dialog'))

/**
 * HomeRoute is the landing page. The studio's code and its 3D preview are
 * fetched while the browser is idle (routes.json "prefetch" for "/", product.md
 * §2), not run here, so they never hold up the landing page.
 */
export function HomeRoute() {
  return (
    <>
      <LoginSuccessParam />
      <HomePage signupForm={signupForm} renderPlanEditor={renderPlanEditor} />
    </>
  )
}

/** A component of its own, so the user query answering does not render the page again. */
function LoginSuccessParam() {
  useLoginSuccessParam()
  return null
}

// One element for every render, so the page's memoised sections see the same props.
const signupForm = <LandingSignupForm />

function renderPlanEditor(props: PlanEditorSlotProps) {
  return (
    <Suspense fallback={null}>
      <PlanEditorDialog {...props} />
    </Suspense>
  )
}
