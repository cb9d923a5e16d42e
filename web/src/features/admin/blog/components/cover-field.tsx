import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { useUploadCover } from '../api/upload-cover'
import { COVER_ACCEPT, coverFileProblem } from '../lib/cover-file'

interface Props {
  url: string | null
  onChange: (url: string | null) => void
}

/** CoverField uploads a cover (PNG, JPEG or WebP up to 5 MB) as soon as one is chosen, shows it, and removes it. */
export function CoverField({ url, onChange }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadCover()
  const [problem, setProblem] = useState<string | null>(null)

  const choose = (file: File | undefined) => {
    const why = file ? coverFileProblem(file) : null
    setProblem(why)
    if (!file || why) return
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded),
      onSettled: () => {
        if (input.current) input.current.value = ''
      },
    })
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={`${id}-file`}>Cover image</Label>
      {url ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={url}
            alt="The cover"
            width={240}
            height={126}
            className="blog-cover aspect-[1200/630] w-60 rounded-md border bg-muted object-cover"
          />
          <Button variant="outline" size="sm" onClick={() => onChange(null)}>
            Remove cover
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={COVER_ACCEPT}
        disabled={upload.isPending}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint`}
        onChange={(e) => choose(e.target.files?.[0])}
        className="block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground" aria-live="polite">
        {upload.isPending ? 'Uploading…' : 'A PNG, JPEG or WebP image up to 5 MB, shown at 1200×630 on the list and the post.'}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
