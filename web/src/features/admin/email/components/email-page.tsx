import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { Outbox } from './outbox'
import { SendTestButton } from './send-test-button'
import { Templates } from './templates'

/** EmailPage is /admin/email: the mail outbox, a test mail to yourself, and every template previewed. */
export function EmailPage() {
  return (
    <>
      <AdminPageHeader
        title="Email"
        description="Every mail the site has sent or queued, with its delivery. Links in them are shown with their tokens hidden."
        actions={<SendTestButton />}
      />
      <Tabs defaultValue="outbox" className="min-w-0">
        <TabsList>
          <TabsTrigger value="outbox">Outbox</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="outbox">
          <Outbox />
        </TabsContent>
        <TabsContent value="templates">
          <Templates />
        </TabsContent>
      </Tabs>
    </>
  )
}
