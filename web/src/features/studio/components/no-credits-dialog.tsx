import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { creditsQuery } from '@/lib/credits'

interface Props {
  /** The server's message, or null when closed. */
  message: string | null
  onClose: () => void
}

function renewalDate(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

/**
 * NoCreditsDialog explains a 402 and when the plan's credits come back.
 * Buying plans and credit packs arrives with checkout; until then there is
 * nothing to link to, so the dialog does not pretend there is.
 */
export function NoCreditsDialog({ message, onClose }: Props) {
  const { data } = useQuery({ ...creditsQuery, enabled: message !== null })
  const renews = renewalDate(data?.credits?.nextRenewalDate)
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>No credits left</DialogTitle>
          <DialogDescription>
            {message ?? 'You have no credits left.'} Each generation costs 1 credit (1 credit = 16 textures).
          </DialogDescription>
        </DialogHeader>
        {renews ? <p className="text-sm">Your plan&apos;s credits renew on {renews}.</p> : null}
        <DialogFooter>
          <Button onClick={onClose}>OK</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
