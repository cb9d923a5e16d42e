import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ModerationPanel } from '../../moderation/components/moderation-panel'
import { LandingTextsSection } from './landing-texts-section'

const TABS = [
  { value: 'legal', label: 'Legal pages' },
  { value: 'landing', label: 'Landing texts' },
  { value: 'moderation', label: 'Showcase moderation' },
] as const

type Tab = (typeof TABS)[number]['value']

const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value)

interface Props {
  /** The legal pages' Markdown editor (the legal feature's, composed in src/app). */
  legalEditor: ReactNode
}

/**
 * AdminContentPage is /admin/content: the legal pages, the landing page's
 * texts and the showcase's moderation, one tab each (?tab= keeps the choice).
 */
export function AdminContentPage({ legalEditor }: Props) {
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab: Tab = isTab(asked) ? asked : 'legal'
  const choose = (value: string) => setParams(value === 'legal' ? {} : { tab: value }, { replace: true })

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Content</h1>
        <p className="text-muted-foreground">The legal pages, the landing page&apos;s texts and the community showcase.</p>
      </header>
      <Tabs value={tab} onValueChange={choose}>
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="flex-none">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="legal">
          <Card aria-labelledby="legal-pages-title">
            <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
              <CardTitle id="legal-pages-title">Legal pages</CardTitle>
              <CardDescription>
                The privacy policy, terms, cookie policy and refund policy, written in Markdown. Until you save one, its page shows the
                built-in text.
              </CardDescription>
            </CardHeader>
            <CardContent className="p-4 sm:p-6">{legalEditor}</CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="landing">
          <Card aria-labelledby="landing-texts-title">
            <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
              <CardTitle id="landing-texts-title">Landing texts</CardTitle>
            </CardHeader>
            <CardContent className="p-4 sm:p-6">
              <LandingTextsSection />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="moderation">
          <ModerationPanel />
        </TabsContent>
      </Tabs>
    </div>
  )
}
