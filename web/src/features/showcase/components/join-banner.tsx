import { Users } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { User } from '@/lib/auth'

/**
 * JoinBanner invites visitors, and users who have shared nothing yet, to
 * join in: visitors to sign up, users to their dashboard.
 */
export function JoinBanner({ user }: { user: User | null }) {
  return (
    <section
      aria-labelledby="join-banner-title"
      className="flex flex-col items-start gap-4 rounded-xl border bg-gradient-to-br from-primary/10 via-background to-emerald-500/10 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary sm:inline-flex">
          <Users className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="join-banner-title" className="text-lg font-semibold">
            Join Our Texture Community
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Make a texture in the studio, then share it here for others to vote on and download.
          </p>
        </div>
      </div>
      <Button asChild>
        {user ? <Link to="/dashboard">Upload Your First Texture</Link> : <Link to="/auth">Sign Up to Start Sharing</Link>}
      </Button>
    </section>
  )
}
