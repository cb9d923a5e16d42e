import { Trash2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { DeleteAccountDialog } from './delete-account-dialog'

/** The query a Google sign-in made to confirm a deletion comes back with: the dialog opens again. */
const CONFIRM_DELETE_PARAM = 'confirm-delete'

interface Props {
  hasPassword: boolean
  /** Starts a Google sign-in that comes back to returnTo. */
  signInWithGoogle: (returnTo: string) => void
}

/** DeleteAccountSection says what deleting the account removes, and opens the dialog that does it. */
export function DeleteAccountSection({ hasPassword, signInWithGoogle }: Props) {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [signedInAgain] = useState(() => params.has(CONFIRM_DELETE_PARAM))
  const [open, setOpen] = useState(signedInAgain)

  // Once read, the marker leaves the URL, so a reload does not open the dialog again.
  useEffect(() => {
    if (!params.has(CONFIRM_DELETE_PARAM)) return
    setParams(
      (p) => {
        p.delete(CONFIRM_DELETE_PARAM)
        return p
      },
      { replace: true },
    )
  }, [params, setParams])

  return (
    <Card aria-labelledby={`${id}-title`} className="border-destructive/50">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-destructive">
          Delete account
        </CardTitle>
        <CardDescription>Deleting your account cannot be undone. It removes:</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          <li>your saved textures;</li>
          <li>your credits and their history;</li>
          <li>the textures you shared, which leave the community showcase;</li>
          <li>the votes you cast, which are taken back;</li>
          <li>your newsletter subscription.</li>
        </ul>
        <div>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </div>
      </CardContent>
      {open ? (
        <DeleteAccountDialog
          hasPassword={hasPassword}
          signedInAgain={signedInAgain}
          confirmWithGoogle={() => signInWithGoogle(`/dashboard/profile?${CONFIRM_DELETE_PARAM}=1`)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </Card>
  )
}
