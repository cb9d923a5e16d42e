import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g
const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline'

/** RichText renders text with [label](href) links; app paths become router links. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match
    parts.push(text.slice(last, match.index))
    parts.push(
      href!.startsWith('/') ? (
        <Link key={match.index} to={href!} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={linkClass}>
          {label}
        </a>
      ),
    )
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  )
}
