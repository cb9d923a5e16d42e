/** PromptQuote shows the prompt waiting in the studio while the user buys credits. */
export function PromptQuote({ prompt }: { prompt: string }) {
  return (
    <figure className="rounded-xl border bg-muted/40 px-5 py-4">
      <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Your prompt</figcaption>
      <blockquote className="mt-1 text-lg font-medium break-words">“{prompt}”</blockquote>
    </figure>
  )
}
