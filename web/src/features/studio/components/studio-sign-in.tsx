import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { openAccountDialog } from '@/hooks/use-account-dialog'

/** StudioSignIn is the studio for visitors: what it does and the way in (the prompt stays in the URL). */
export function StudioSignIn({ prompt }: { prompt: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Card>
        <CardContent className="space-y-5 text-center">
          <Sparkles className="mx-auto size-8 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight">Texture Studio</h1>
          <p className="text-muted-foreground">
            Log in or sign up to turn {prompt ? <strong className="text-foreground">“{prompt}”</strong> : 'your idea'} into 16 pixel-art
            variations, edit them and export a resource pack.
          </p>
          <div className="flex justify-center gap-3">
            <Button onClick={() => openAccountDialog('login')}>Log In</Button>
            <Button variant="outline" onClick={() => openAccountDialog('signup')}>
              Sign Up
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
