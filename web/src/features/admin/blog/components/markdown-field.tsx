import { Label } from '@/components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useMediaQuery } from '@/hooks/use-media-query'
import { cn } from '@/lib/utils'
import { MarkdownPreview } from './markdown-preview'

/** NARROW_QUERY: below this width the editor and the preview do not fit side by side, and become tabs. */
const NARROW_QUERY = '(max-width: 1023px)'

const FIELD_CLASS =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm'

interface Props {
  id: string
  value: string
  onChange: (markdown: string) => void
}

function MarkdownHelp({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs leading-relaxed text-muted-foreground">
      Markdown with <code>## Headings</code> (the contents list h2 and h3), GFM tables, task lists (<code>- [ ] to do</code>), footnotes (
      <code>[^1]</code>), fenced code with a language (<code>```go</code>, highlighted), and <code>::texture[123]</code> on a line of its
      own to embed showcase texture 123.
    </p>
  )
}

/** MarkdownField is the post's Markdown beside its live preview on a wide screen, or the two as tabs on a narrow one. */
export function MarkdownField({ id, value, onChange }: Props) {
  const narrow = useMediaQuery(NARROW_QUERY)
  const editor = (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Markdown</Label>
      <textarea
        id={id}
        value={value}
        spellCheck
        aria-describedby={`${id}-help`}
        onChange={(e) => onChange(e.target.value)}
        className={cn(FIELD_CLASS, 'min-h-[24rem] font-mono leading-relaxed lg:min-h-[70vh]')}
      />
      <MarkdownHelp id={`${id}-help`} />
    </div>
  )
  if (narrow) {
    return (
      <Tabs defaultValue="write">
        <TabsList className="w-full">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          {editor}
        </TabsContent>
        <TabsContent value="preview">
          <MarkdownPreview markdown={value} />
        </TabsContent>
      </Tabs>
    )
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {editor}
      <div className="grid content-start gap-2">
        <h2 className="text-sm leading-none font-medium">Preview</h2>
        <MarkdownPreview markdown={value} />
      </div>
    </div>
  )
}
