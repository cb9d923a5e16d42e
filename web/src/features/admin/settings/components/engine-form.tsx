import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { useEngines, type EnginesResponse } from '../api/get-engines'
import { useUpdateSetting } from '../api/update-setting'
import { NativeSelect } from '../../billing/components/native-select'
import { ListState } from '../../shell/components/list-state'

/** EngineForm chooses the engine the studio generates with, among those this server has configured. */
export function EngineForm() {
  const id = useId()
  const engines = useEngines()
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Studio engine</CardTitle>
        <CardDescription>What new generations in the studio use. Generations already running finish with their engine.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          what="the engines"
          isPending={engines.isPending}
          error={engines.error}
          isEmpty={engines.data?.engines.length === 0}
          empty="This server has no engine configured."
          onRetry={() => void engines.refetch()}
        />
        {engines.data && engines.data.engines.length > 0 ? (
          <EngineSelect key={engines.data.current} id={`${id}-engine`} data={engines.data} />
        ) : null}
      </CardContent>
    </Card>
  )
}

function EngineSelect({ id, data }: { id: string; data: EnginesResponse }) {
  const update = useUpdateSetting()
  const [chosen, setChosen] = useState(data.current)
  const save = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ key: 'studioEngine', value: chosen })
  }
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-64 gap-2">
        <Label htmlFor={id}>Engine</Label>
        <NativeSelect id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {data.engines.map((engine) => (
            <option key={engine.id} value={engine.id} disabled={!engine.configured}>
              {engine.configured ? engine.label : `${engine.label} (not configured)`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={update.isPending || chosen === data.current}>
        {update.isPending ? 'Saving...' : 'Save engine'}
      </Button>
    </form>
  )
}
