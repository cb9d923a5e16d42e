import { PencilLine } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { setEditMode, useEditMode } from '@/hooks/use-edit-mode'
import type { User } from '@/lib/auth'

/** The page whose texts and plan cards admins edit in place. */
const EDITABLE_PATH = '/'

/**
 * EditModeToggle is the admin's 'Edit Mode' / 'Exit Edit Mode' button. It shows
 * only on the landing page, the one page with editable content, and edit mode
 * ends on leaving it or losing admin rights.
 */
export function EditModeToggle({ user, className }: { user: User | null; className?: string }) {
  const editing = useEditMode()
  const { pathname } = useLocation()
  const available = user?.isAdmin === true && pathname === EDITABLE_PATH

  useEffect(() => {
    if (!available) setEditMode(false)
  }, [available])

  if (!available) return null
  return (
    <Button
      variant={editing ? 'default' : 'outline'}
      size="sm"
      aria-pressed={editing}
      className={className}
      onClick={() => setEditMode(!editing)}
    >
      <PencilLine aria-hidden="true" />
      {editing ? 'Exit Edit Mode' : 'Edit Mode'}
    </Button>
  )
}
