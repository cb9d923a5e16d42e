import { formatCount, formatUsd } from '../../shell/lib/format'
import { useRefundPayment } from '../api/refund-payment'
import type { Payment } from '../api/types'
import { ConfirmDialog } from './confirm-dialog'

/** RefundDialog confirms a refund, naming the amount, the buyer and the credits taken back. */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const refund = useRefundPayment()
  const amount = payment ? formatUsd(payment.amountUsd) : ''
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Refund ${amount}?`}
      confirmLabel={`Refund ${amount}`}
      pendingLabel="Refunding..."
      pending={refund.isPending}
      destructive
      onConfirm={() => payment && refund.mutate(payment.id, { onSettled: onClose })}
    >
      {payment ? (
        <>
          <p>
            {amount} goes back to {payment.user.username} ({payment.user.email}) through {payment.provider}, for &ldquo;
            {payment.itemName}&rdquo;.
          </p>
          <p>
            The credits of this purchase ({formatCount(payment.credits)}) that are still unspent are taken back from their balance; credits
            already spent stay spent. This cannot be undone.
          </p>
        </>
      ) : null}
    </ConfirmDialog>
  )
}
