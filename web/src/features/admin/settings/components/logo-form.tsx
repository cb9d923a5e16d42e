import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { ConfirmDialog } from '../../billing/components/confirm-dialog'
import { useRemoveLogo } from '../api/remove-logo'
import { useUploadLogo } from '../api/upload-logo'
import { LOGO_TYPES, logoFileProblem } from '../lib/logo-file'

/** The logo bundled with the app (public/logo.svg), shown when no logo is uploaded. */
const BUNDLED_LOGO = '/logo.svg'

/** usePreview is file read as a data URL, to show before it is uploaded; null while none is chosen or read. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null)
  useEffect(() => {
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result })
    }
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])
  return preview && preview.file === file ? preview.url : null
}

/** LogoForm shows the logo in use and uploads another (PNG, WebP or SVG up to 512 KiB), or goes back to the bundled one. */
export function LogoForm({ logoUrl }: { logoUrl: string }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadLogo()
  const remove = useRemoveLogo()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const preview = usePreview(file)

  const choose = (chosen: File | undefined) => {
    const why = chosen ? logoFileProblem(chosen) : null
    setProblem(why)
    setFile(chosen && !why ? chosen : null)
  }
  const send = () => {
    if (!file) return
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null)
        if (input.current) input.current.value = ''
      },
    })
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Logo</CardTitle>
        <CardDescription>
          A PNG, WebP or SVG image of at most 512 KiB, shown beside the site name. Every logo is redrawn as a PNG on the server, so nothing
          in an SVG but its shapes is kept.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <figure className="grid justify-items-center gap-1">
            <img
              src={logoUrl || BUNDLED_LOGO}
              alt="The logo in use"
              width={64}
              height={64}
              className={cn('size-16 rounded-md border bg-muted object-contain p-1', !logoUrl && 'pixelated')}
            />
            <figcaption className="text-xs text-muted-foreground">{logoUrl ? 'Uploaded logo' : 'Bundled logo'}</figcaption>
          </figure>
          {preview ? (
            <figure className="grid justify-items-center gap-1">
              <img src={preview} alt="The chosen file" width={64} height={64} className="size-16 rounded-md border object-contain p-1" />
              <figcaption className="text-xs text-muted-foreground">New logo</figcaption>
            </figure>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-file`}>Logo file</Label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={[...LOGO_TYPES, '.png', '.webp', '.svg'].join(',')}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => choose(e.target.files?.[0])}
            className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
          />
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={send} disabled={!file || upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload logo'}
          </Button>
          {logoUrl ? (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              Use the bundled logo
            </Button>
          ) : null}
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Use the bundled logo?"
          confirmLabel="Use the bundled logo"
          pendingLabel="Removing..."
          pending={remove.isPending}
          destructive
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        >
          <p>The uploaded logo is removed and every page shows the bundled Texelforge logo. To bring it back, upload the file again.</p>
        </ConfirmDialog>
      </CardContent>
    </Card>
  )
}
