import { PencilLine } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { setEditMode } from '@/hooks/use-edit-mode'

/**
 * LandingTextsSection explains that the landing page's texts and plan cards
 * are edited where they show, and opens the landing page in Edit Mode (the
 * navbar's toggle, switched on for the admin).
 */
export function LandingTextsSection() {
  const navigate = useNavigate()
  // Switched on once the landing page is the current route: the navbar's toggle ends edit mode on any other page.
  const editLanding = () => void Promise.resolve(navigate('/')).then(() => setEditMode(true))
  return (
    <div className="grid gap-4 text-sm leading-relaxed">
      <p>
        The landing page&apos;s texts are edited in place, on the page itself, so you see each change where visitors will: the hero title
        and subtitle, the three benefit cards, and the plan cards of the pricing section.
      </p>
      <ol className="list-decimal space-y-1 pl-6 text-muted-foreground marker:text-primary">
        <li>Open the landing page in Edit Mode (the button below, or &lsquo;Edit Mode&rsquo; in the navbar on the landing page).</li>
        <li>Click a text with a dashed outline, change it, then press the check button or Ctrl+Enter to save it.</li>
        <li>Click a plan card to edit its name, price, features and button.</li>
        <li>&lsquo;Exit Edit Mode&rsquo; in the navbar ends editing; every change is saved on its own.</li>
      </ol>
      <div>
        <Button onClick={editLanding}>
          <PencilLine aria-hidden="true" />
          Edit the landing page
        </Button>
      </div>
    </div>
  )
}
