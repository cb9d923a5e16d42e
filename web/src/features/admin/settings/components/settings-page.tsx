import { DEFAULT_SITE_NAME } from '@/lib/site-settings'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { ListState } from '../../shell/components/list-state'
import { useAdminSettings } from '../api/get-settings'
import { EngineForm } from './engine-form'
import { ImageModelSettings } from './image-model-settings'
import { LogoForm } from './logo-form'
import { SiteNameForm } from './site-name-form'
import { SiteSwitches } from './site-switches'

/** SettingsPage is /admin/settings: the site's name and logo, sign-ups, the credit packages switch, the studio engine and the image models. */
export function SettingsPage() {
  const settings = useAdminSettings()
  const data = settings.data
  const siteName = data?.siteName || DEFAULT_SITE_NAME
  return (
    <>
      <AdminPageHeader title="Settings" description="How the site names and shows itself, who may sign up, and what the studio runs on." />
      <ListState
        what="the settings"
        isPending={settings.isPending}
        error={settings.error}
        isEmpty={false}
        empty=""
        onRetry={() => void settings.refetch()}
      />
      {data ? (
        <>
          {/* Keyed by the saved name, so a save (or another admin's) starts the field from it. */}
          <SiteNameForm key={siteName} current={siteName} />
          <LogoForm logoUrl={data.logoUrl ?? ''} />
          <SiteSwitches settings={data} />
          <EngineForm />
          <ImageModelSettings />
        </>
      ) : null}
    </>
  )
}
