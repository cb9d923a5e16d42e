import { Button } from '@/components/ui/button'
import { openAccountDialog } from '@/hooks/use-account-dialog'
import { cn } from '@/lib/utils'

interface Props {
  className?: string
  /** "bar" sits in the header; "menu" fills the mobile menu's width. */
  layout: 'bar' | 'menu'
  /** Runs before the dialog opens (the mobile menu closes). */
  onOpen?: () => void
}

/** AuthButtons are the signed-out 'Log In' and 'Sign Up' buttons; each opens the Account dialog on its tab. */
export function AuthButtons({ className, layout, onOpen }: Props) {
  const open = (mode: 'login' | 'signup') => {
    onOpen?.()
    openAccountDialog(mode)
  }
  const size = layout === 'menu' ? 'lg' : 'sm'
  return (
    <div className={cn('flex gap-2', layout === 'menu' && 'flex-col', className)}>
      <Button variant={layout === 'menu' ? 'outline' : 'ghost'} size={size} onClick={() => open('login')}>
        Log In
      </Button>
      <Button size={size} onClick={() => open('signup')}>
        Sign Up
      </Button>
    </div>
  )
}
