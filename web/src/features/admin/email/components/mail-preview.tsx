import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

interface Props {
  /** Names the frame for screen readers ("Password reset"). */
  title: string
  html: string
  text: string
}

/**
 * MailPreview shows a mail's HTML part and its text part. The HTML renders in
 * a sandboxed frame with no permissions at all: no scripts, forms, popups or
 * navigation, and an origin of its own, so a mail cannot reach the admin's
 * session.
 */
export function MailPreview({ title, html, text }: Props) {
  return (
    <Tabs defaultValue={html ? 'html' : 'text'}>
      <TabsList>
        <TabsTrigger value="html" disabled={!html}>
          HTML
        </TabsTrigger>
        <TabsTrigger value="text">Text</TabsTrigger>
      </TabsList>
      <TabsContent value="html">
        <iframe
          title={`${title}: HTML part`}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={html}
          className="h-[28rem] max-h-[60dvh] w-full rounded-md border bg-white"
        />
      </TabsContent>
      <TabsContent value="text">
        {/* Focusable, so a long text scrolls by keyboard too. */}
        <pre
          tabIndex={0}
          role="region"
          aria-label={`${title}: text part`}
          className="max-h-[60dvh] overflow-auto rounded-md border bg-muted p-4 font-mono text-sm break-words whitespace-pre-wrap text-foreground"
        >
          {text || 'This mail has no text part.'}
        </pre>
      </TabsContent>
    </Tabs>
  )
}
