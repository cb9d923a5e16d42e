import { useBlogTags } from '../api/get-tags'
import { cn } from '@/lib/utils'

interface Props {
  /** The tag in effect ('' for all posts). */
  selected: string
  onSelect: (tag: string) => void
}

const chip = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors'

/**
 * TagFilter is a row of chips, 'All' and one per tag of the published posts
 * with its count; the chosen one is pressed. Without tags (none yet, or they
 * failed to load) it shows nothing: the list works without it.
 */
export function TagFilter({ selected, onSelect }: Props) {
  const { data } = useBlogTags()
  const tags = data?.tags ?? []
  if (tags.length === 0 && !selected) return null
  // A tag from the URL that no published post carries still shows, so it can be seen and cleared.
  const shown = selected && !tags.some((t) => t.tag === selected) ? [...tags, { tag: selected, count: 0 }] : tags
  const button = (tag: string, label: string, count?: number) => {
    const pressed = tag === selected
    return (
      <li key={tag || '(all)'}>
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => onSelect(tag)}
          className={cn(
            chip,
            pressed
              ? 'border-primary bg-primary text-primary-foreground'
              : 'bg-background text-muted-foreground hover:bg-accent hover:text-foreground',
          )}
        >
          {label}
          {count !== undefined ? <span className={cn('text-xs tabular-nums', pressed ? 'opacity-80' : 'opacity-70')}>{count}</span> : null}
        </button>
      </li>
    )
  }
  return (
    <ul aria-label="Filter by tag" className="flex flex-wrap gap-2">
      {button('', 'All')}
      {shown.map((t) => button(t.tag, `#${t.tag}`, t.count))}
    </ul>
  )
}
