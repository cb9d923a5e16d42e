import type { ReactNode } from 'react'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/auth'

/**
 * SignupSection invites visitors to create an account. It waits for the
 * current-user query, then shows the form (a slot from the auth feature) or,
 * to a signed-in user, the way to the studio (product.md §2).
 */
export function SignupSection({ form }: { form: ReactNode }) {
  const { user, isLoading } = useCurrentUser()
  return (
    <section id="signup" aria-labelledby="signup-heading" className="scroll-mt-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="signup-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Start creating for free
          </h2>
          <p className="mt-3 max-w-xl text-muted-foreground">
            Every account starts on the Free plan with monthly credits. No card needed: describe your first block and have sixteen textures
            in seconds.
          </p>
        </div>
        <div className="min-h-[22rem] rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          {isLoading ? null : user ? (
            <div className="flex h-full flex-col items-start justify-center gap-4">
              <p className="text-lg font-semibold">Welcome back, {user.username}.</p>
              <Button asChild size="lg">
                <Link to="/texture-studio">
                  Go to Texture Studio
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          ) : (
            form
          )}
        </div>
      </div>
    </section>
  )
}
