import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** PackagesHidden takes the place of the packages while admins keep them off sale (hideCreditPackagesSection). */
export function PackagesHidden() {
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border bg-muted/40 p-6">
      <p>Credit packages are not on sale right now. A monthly plan gives you fresh credits every month.</p>
      <Button asChild>
        <Link to="/checkout/plans">See plans</Link>
      </Button>
    </div>
  )
}
