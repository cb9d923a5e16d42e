import { Link2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'

/** CopyLinkButton copies the post's address (without any query or anchor) to the clipboard, to share it. */
export function CopyLinkButton({ path }: { path: string }) {
  const copy = async () => {
    const url = new URL(path, window.location.origin).toString()
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link copied', description: url })
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the link', description: url })
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      <Link2 aria-hidden="true" />
      Copy link
    </Button>
  )
}
