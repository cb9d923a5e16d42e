import { X } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { Input } from '@/components/ui/input'
import { addTags, MAX_TAGS } from '../lib/tags'

interface Props {
  tags: string[]
  onChange: (tags: string[]) => void
}

/** TagInput adds tags on Enter, comma or leaving the field, shows them as removable chips, and says what is wrong. */
export function TagInput({ tags, onChange }: Props) {
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  const commit = () => {
    if (!text.trim()) return
    const result = addTags(tags, text)
    setError(result.error)
    if (!result.error) {
      onChange(result.tags)
      setText('')
    }
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault()
      commit()
    } else if (e.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1))
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Tags{' '}
        <span className="font-normal text-muted-foreground">
          ({tags.length} of {MAX_TAGS})
        </span>
      </label>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-xs">
              {tag}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={text}
        placeholder={tags.length >= MAX_TAGS ? 'No more tags' : 'stone, castle, medieval'}
        disabled={tags.length >= MAX_TAGS}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setText(e.target.value)
          setError(null)
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <p id={`${id}-hint`} className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
        {error ?? 'Press Enter or type a comma after each tag.'}
      </p>
    </div>
  )
}
