import { X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { addTags } from '../lib/post-form'

interface Props {
  id: string
  tags: string[]
  onChange: (tags: string[]) => void
}

/** TagsField turns comma-separated text into tag chips (at a comma, on Enter or on leaving the field); each chip can be removed. */
export function TagsField({ id, tags, onChange }: Props) {
  const [text, setText] = useState('')

  const type = (value: string) => {
    const cut = value.lastIndexOf(',')
    if (cut === -1) return setText(value)
    onChange(addTags(tags, value.slice(0, cut)))
    setText(value.slice(cut + 1))
  }
  const commit = () => {
    if (!text.trim()) return
    onChange(addTags(tags, text))
    setText('')
  }
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    commit()
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Tags</Label>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <span className="flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-0.5 pr-1 pl-2.5 text-sm font-medium">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                  className="rounded-full p-0.5 text-muted-foreground hover:text-foreground"
                  aria-label={`Remove tag ${tag}`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={text}
        onChange={(e) => type(e.target.value)}
        onKeyDown={key}
        onBlur={commit}
        placeholder="news, guides"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Separate tags with commas.
      </p>
    </div>
  )
}
