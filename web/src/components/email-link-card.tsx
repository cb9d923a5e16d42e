import type { ReactNode } from 'react'
import { StatusCard } from '@/components/status-card'

interface Props {
  tone: 'pending' | 'question' | 'success' | 'error'
  title: string
  /** The server's message; announced politely, as the answer to a click. */
  message: ReactNode
  /** Buttons or links. */
  children?: ReactNode
}

/** EmailLinkCard is the page an emailed link opens (verify the address, confirm or end a newsletter subscription). */
export function EmailLinkCard({ tone, title, message, children }: Props) {
  return (
    <StatusCard tone={tone} title={title} actions={children} announce="status">
      {message}
    </StatusCard>
  )
}
