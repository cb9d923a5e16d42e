import { useLocation } from 'react-router'
import { openAccountDialog } from '@/hooks/use-account-dialog'
import { useCurrentUser } from '@/lib/auth'
import { useStartCheckout, type CheckoutRequest } from '../api/start-checkout'

/**
 * useCheckoutAction starts a checkout for a signed-in user; a visitor is asked
 * to sign up first and comes back to this page (its address says what was
 * chosen). busyWith tells which request is on its way to the payment page.
 */
export function useCheckoutAction() {
  const { user, isLoading } = useCurrentUser()
  const { pathname, search } = useLocation()
  const checkout = useStartCheckout()
  const leaving = checkout.isPending || checkout.isSuccess

  const start = (request: CheckoutRequest) => {
    if (isLoading) return // who is asking is not known yet
    if (!user) {
      openAccountDialog('signup', `${pathname}${search}`)
      return
    }
    checkout.mutate(request)
  }

  const busyWith = (request: Pick<CheckoutRequest, 'kind' | 'id'>) =>
    leaving && checkout.variables?.kind === request.kind && checkout.variables.id === request.id

  return { start, busyWith, leaving, error: checkout.error }
}
