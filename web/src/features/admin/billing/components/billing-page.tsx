import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { PackagesSection } from './packages-section'
import { PaymentsSection } from './payments-section'
import { PlansSection } from './plans-section'
import { SubscriptionsSection } from './subscriptions-section'

/** BillingPage is /admin/billing: plans, credit packages, payments with refunds, and subscriptions. */
export function BillingPage() {
  return (
    <>
      <AdminPageHeader title="Billing" description="What is on sale, what was paid, and who subscribes." />
      <Tabs defaultValue="plans" className="min-w-0">
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList>
            <TabsTrigger value="plans">Plans</TabsTrigger>
            <TabsTrigger value="packages">Credit packages</TabsTrigger>
            <TabsTrigger value="payments">Payments</TabsTrigger>
            <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="plans">
          <PlansSection />
        </TabsContent>
        <TabsContent value="packages">
          <PackagesSection />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsSection />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsSection />
        </TabsContent>
      </Tabs>
    </>
  )
}
