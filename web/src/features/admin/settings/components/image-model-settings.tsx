import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { openAISettings, sdWebUISettings, useEngines } from '../api/get-engines'
import { OpenAISettingsForm } from './openai-settings-form'
import { SDWebUISettingsForm } from './sdwebui-settings-form'

/**
 * ImageModelSettings holds the image models' settings an admin may change at
 * run time; each form is keyed by its saved settings, so a save (or another
 * admin's) starts it from them, with the key field empty.
 */
export function ImageModelSettings() {
  const id = useId()
  const engines = useEngines()
  if (!engines.data) return null // the studio engine card shows loading and errors
  const openAI = openAISettings(engines.data)
  const sdWebUI = sdWebUISettings(engines.data)
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Image models</CardTitle>
        <CardDescription>
          Values set here override the server&apos;s environment, and an emptied field goes back to it; generations that start after a save
          use them. Where the server sends requests (the URLs) is set only in its environment.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {openAI ? <OpenAISettingsForm key={JSON.stringify(openAI)} settings={openAI} /> : null}
        {sdWebUI ? <SDWebUISettingsForm key={JSON.stringify(sdWebUI)} settings={sdWebUI} /> : null}
        {!openAI && !sdWebUI ? (
          <p className="text-sm text-muted-foreground">
            No image model is configured. The server&apos;s environment turns them on (TEXELFORGE_OPENAI_IMAGES_URL,
            TEXELFORGE_SDWEBUI_URL).
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
