import { useId, useState } from 'react'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '../../billing/components/native-select'
import { ListState } from '../../shell/components/list-state'
import { useTemplates } from '../api/get-templates'
import { MailPreview } from './mail-preview'

/** Templates previews every mail the site sends, filled with sample data, in HTML and text. */
export function Templates() {
  const id = useId()
  const templates = useTemplates()
  const [chosen, setChosen] = useState<string | null>(null)
  const list = templates.data ?? []
  const template = list.find((t) => t.id === chosen) ?? list[0]

  return (
    <div className="grid gap-4">
      <ListState
        what="the templates"
        isPending={templates.isPending}
        error={templates.error}
        isEmpty={list.length === 0}
        empty="The server lists no mail templates."
        onRetry={() => void templates.refetch()}
      />
      {template ? (
        <>
          <div className="grid max-w-sm gap-2">
            <Label htmlFor={`${id}-template`}>Template</Label>
            <NativeSelect id={`${id}-template`} value={template.id} onChange={(e) => setChosen(e.target.value)}>
              {list.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <section aria-labelledby={`${id}-name`} className="grid gap-3">
            <div className="grid gap-1">
              <h2 id={`${id}-name`} className="text-lg font-semibold">
                {template.name}
              </h2>
              <p className="text-sm break-words text-muted-foreground">
                Subject: <span className="text-foreground">{template.subject}</span>
              </p>
            </div>
            <MailPreview key={template.id} title={template.name} html={template.html} text={template.text} />
          </section>
        </>
      ) : null}
    </div>
  )
}
