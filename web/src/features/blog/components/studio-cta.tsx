import { Pickaxe } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** StudioCta invites the reader to make a texture of their own. */
export function StudioCta() {
  return (
    <aside aria-labelledby="studio-cta-heading" className="grid gap-3 rounded-xl border bg-primary/5 p-6 text-center sm:p-8">
      <h2 id="studio-cta-heading" className="text-xl font-semibold tracking-tight">
        Make your own textures
      </h2>
      <p className="text-sm text-muted-foreground">
        Describe a block or item in words and get sixteen crisp 16x16 textures to edit, preview in 3D and export.
      </p>
      <div>
        <Button asChild size="lg">
          <Link to="/texture-studio">
            <Pickaxe aria-hidden="true" />
            Try it in the studio
          </Link>
        </Button>
      </div>
    </aside>
  )
}
