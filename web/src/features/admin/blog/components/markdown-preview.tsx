import { LoaderCircle } from 'lucide-react'
import { usePreview } from '../api/preview'

/** MarkdownPreview shows the server's rendering of markdown, as readers will see it, once typing pauses. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const preview = usePreview(markdown)
  let content
  if (!markdown.trim()) content = <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
  else if (preview.isError) {
    content = (
      <p role="alert" className="text-sm text-destructive">
        Could not load the preview: {preview.error.message}
      </p>
    )
  } else if (preview.data === undefined) {
    content = (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading the preview…
      </p>
    )
  } else {
    // The server sanitised this HTML, as it does for the published post.
    content = <div className="blog-prose prose max-w-none" dangerouslySetInnerHTML={{ __html: preview.data }} />
  }
  return (
    <div
      role="region"
      aria-label="Preview"
      aria-busy={preview.isFetching}
      tabIndex={0}
      className="max-h-[70vh] min-h-[24rem] overflow-auto rounded-md border bg-background p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:p-6"
    >
      {content}
    </div>
  )
}
