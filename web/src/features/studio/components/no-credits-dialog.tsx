import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { creditsQuery } from '@/lib/credits'

interface Props {
  /** The server's message, or null when closed. */
  message: string | null
  /** The prompt that could not be generated: the checkout keeps it and comes back to the studio with it. */
  prompt: string
  onClose: () => void
}

/** creditsCheckoutPath is the page that sells the cheapest ways to go on with this prompt. */
function creditsCheckoutPath(prompt: string): string {
  return prompt ? `/prompt-credits-checkout?prompt=${encodeURIComponent(prompt)}` : '/prompt-credits-checkout'
}

function renewalDate(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

/**
 * NoCreditsDialog explains a 402, when the plan's credits come back, and
 * offers 'Get more credits': a checkout that returns to the studio with the
 * prompt.
 */
export function NoCreditsDialog({ message, prompt, onClose }: Props) {
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
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button asChild>
            <Link to={creditsCheckoutPath(prompt)}>Get more credits</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
