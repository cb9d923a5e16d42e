import { Bot, MessageSquarePlus, Send, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { studioLink } from '../lib/studio-link'

/** Timings of the chat variant (product.md §4, §2). */
const FLOATING_PROMPT_DELAY_MS = 5000
const ASSISTANT_REPLY_MS = 800
const CHAT_NAVIGATE_MS = 1500
export const ASSISTANT_REPLY = "I'm generating textures based on your description..."

interface ChatMessage {
  id: number
  text: string
  isUser: boolean
  timestamp: number
}

/**
 * FloatingPrompt appears 5 s after the landing page opens: a chat button
 * that opens a small prompt chat. A sent prompt gets the assistant's reply
 * after 0.8 s and opens the studio 1.5 s later.
 */
export function FloatingPrompt() {
  const [shown, setShown] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), FLOATING_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!shown) return null
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 print:hidden">
      {open ? <ChatPanel onClose={() => setOpen(false)} /> : null}
      {open ? null : (
        <Button size="lg" className="rounded-full shadow-lg shadow-primary/30" onClick={() => setOpen(true)}>
          <MessageSquarePlus aria-hidden="true" />
          Describe a texture
        </Button>
      )}
    </div>
  )
}

function ChatPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const inputId = useId()
  const [text, setText] = useState('')
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [sent, setSent] = useState(false)
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), [])

  const send = (event: FormEvent) => {
    event.preventDefault()
    const prompt = text.trim()
    if (prompt === '' || sent) return
    setSent(true)
    setText('')
    setMessages((m) => [...m, { id: 1, text: prompt, isUser: true, timestamp: Date.now() }])
    timers.current.push(
      window.setTimeout(() => {
        setMessages((m) => [...m, { id: 2, text: ASSISTANT_REPLY, isUser: false, timestamp: Date.now() }])
        timers.current.push(window.setTimeout(() => void navigate(studioLink(prompt)), CHAT_NAVIGATE_MS))
      }, ASSISTANT_REPLY_MS),
    )
  }

  return (
    <section
      aria-label="Texture assistant"
      className="flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-2xl"
    >
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <Bot className="size-5 text-primary" aria-hidden="true" />
        <h2 className="text-sm font-semibold">Texture assistant</h2>
        <Button variant="ghost" size="icon" className="ml-auto size-8" aria-label="Close the assistant" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>
      <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto p-4 text-sm" aria-live="polite">
        <li className="max-w-[85%] rounded-xl rounded-tl-sm bg-muted px-3 py-2">
          What would you like to make? Describe a block or item, like "ruby sword" or "mossy cobblestone".
        </li>
        {messages.map((m) => (
          <li
            key={m.id}
            className={cn(
              'max-w-[85%] rounded-xl px-3 py-2',
              m.isUser ? 'self-end rounded-tr-sm bg-primary text-primary-foreground' : 'rounded-tl-sm bg-muted',
            )}
          >
            {m.text}
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="flex gap-2 border-t p-3">
        <label htmlFor={inputId} className="sr-only">
          Describe a texture
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. frozen oak leaves"
          maxLength={200}
          autoFocus
          disabled={sent}
          autoComplete="off"
          className="h-9 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={text.trim() === '' || sent}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  )
}
