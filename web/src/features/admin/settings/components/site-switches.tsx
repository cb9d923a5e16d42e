import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useUpdateSetting, type SettingUpdate } from '../api/update-setting'
import type { AdminSettings } from '../api/get-settings'
import { SettingSwitch } from './setting-switch'

type FlagKey = Extract<SettingUpdate['key'], 'registrationOpen' | 'hideCreditPackagesSection'>

/** flag reads a switch setting stored as text; a setting never saved has its default. */
function flag(settings: AdminSettings, key: FlagKey, fallback: boolean): boolean {
  const value = settings[key]
  return value === undefined || value === '' ? fallback : value === 'true'
}

/** SiteSwitches holds the on/off settings: sign-ups open, and the credit packages shown. */
export function SiteSwitches({ settings }: { settings: AdminSettings }) {
  const id = useId()
  const update = useUpdateSetting()
  // While a change is saving, its switch shows where it is going.
  const shown = (key: FlagKey, fallback: boolean) =>
    update.isPending && update.variables.key === key ? update.variables.value === true : flag(settings, key, fallback)
  const set = (key: FlagKey) => (checked: boolean) => update.mutate({ key, value: checked })

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Sign-ups and sales</CardTitle>
        <CardDescription>Each switch takes effect as soon as it is flipped.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SettingSwitch
          label="Registration open"
          description="When closed, new sign-ups (by email or a first Google sign-in) are refused with “Registration is closed”. Existing accounts still sign in."
          checked={shown('registrationOpen', true)}
          disabled={update.isPending}
          onCheckedChange={set('registrationOpen')}
        />
        <SettingSwitch
          label="Hide credit packages"
          description="Takes the credit packages off every page; package checkouts are refused while hidden. Plans stay on sale."
          checked={shown('hideCreditPackagesSection', false)}
          disabled={update.isPending}
          onCheckedChange={set('hideCreditPackagesSection')}
        />
      </CardContent>
    </Card>
  )
}
