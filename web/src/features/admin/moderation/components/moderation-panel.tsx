import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { RemovedTextures } from './removed-textures'
import { ReportsQueue } from './reports-queue'

/** ModerationPanel is the showcase's moderation: the reports queue and the removed textures. */
export function ModerationPanel() {
  return (
    <div className="grid gap-6">
      <Card aria-labelledby="reports-title">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <CardTitle id="reports-title">Reported textures</CardTitle>
          <CardDescription>
            Textures users reported from the showcase, newest first. Remove one to take it out of the showcase for everyone, or dismiss the
            report to keep it.
          </CardDescription>
        </CardHeader>
        <CardContent className="p-4 sm:p-6">
          <ReportsQueue />
        </CardContent>
      </Card>
      <Card aria-labelledby="removed-title">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <CardTitle id="removed-title">Removed textures</CardTitle>
          <CardDescription>Textures taken out of the showcase. Restore one to list it again.</CardDescription>
        </CardHeader>
        <CardContent className="p-4 sm:p-6">
          <RemovedTextures />
        </CardContent>
      </Card>
    </div>
  )
}
