import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

interface Props {
  /** The search in effect (from the page's URL). */
  value: string
  onSearch: (q: string) => void
  /** What is searched, for its label and placeholder ("textures"). */
  what: string
  maxLength: number
  className?: string
}

/** SearchBox searches as the user types (after a 300 ms pause) or at once on Enter. */
export function SearchBox({ value, onSearch, what, maxLength, className }: Props) {
  const [text, setText] = useState(value)
  // The last search sent or received: a different value means it changed elsewhere (a chip, Back).
  const [synced, setSynced] = useState(value)
  if (value !== synced.trim()) {
    setSynced(value)
    setText(value)
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // A delayed search must use the props of its time, not of the keystroke.
  const latest = useRef({ value, onSearch })
  useEffect(() => {
    latest.current = { value, onSearch }
  })

  const send = (q: string) => {
    clearTimeout(timer.current)
    setSynced(q)
    if (q.trim() !== latest.current.value) latest.current.onSearch(q.trim())
  }
  const type = (q: string) => {
    setText(q)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => send(q), 300)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send(text)
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative w-full min-w-0', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        value={text}
        maxLength={maxLength}
        onChange={(e) => type(e.target.value)}
        placeholder={`Search ${what}...`}
        aria-label={`Search ${what}`}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('')
            send('')
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
          aria-label="Clear search"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  )
}
