import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useUpdateSetting } from '../api/update-setting'

/** MAX_SITE_NAME is the longest name the server takes (docs/admin-api.md). */
const MAX_SITE_NAME = 60

/** siteNameProblem says why name cannot be saved, or null. */
function siteNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'Enter a site name.'
  if ([...trimmed].length > MAX_SITE_NAME) return `The site name is at most ${MAX_SITE_NAME} characters.`
  return null
}

/** SiteNameForm edits siteName: the name in the navbar, page titles, mails and structured data. */
export function SiteNameForm({ current }: { current: string }) {
  const id = useId()
  const update = useUpdateSetting()
  const [name, setName] = useState(current)
  const [problem, setProblem] = useState<string | null>(null)

  const save = (event: FormEvent) => {
    event.preventDefault()
    const why = siteNameProblem(name)
    setProblem(why)
    if (why) return
    update.mutate({ key: 'siteName', value: name.trim() })
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Site name</CardTitle>
        <CardDescription>Shown in the navbar, page titles, mails and search results.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-0 flex-1 basis-64 gap-2">
            <Label htmlFor={`${id}-name`}>Site name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={MAX_SITE_NAME}
              autoComplete="off"
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => {
                setName(e.target.value)
                setProblem(null)
              }}
            />
          </div>
          <Button type="submit" disabled={update.isPending || name.trim() === current}>
            {update.isPending ? 'Saving...' : 'Save name'}
          </Button>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="basis-full text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  )
}
