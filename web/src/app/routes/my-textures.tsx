import { ExportDialog } from '@/features/export/export-dialog'
import { MyTexturesPage } from '@/features/textures/components/my-textures-page'
import { RequireUser } from '../layout/require-user'

/** MyTexturesRoute is /dashboard/textures ("My Textures"): the saved textures, exported through features/export. */
export function MyTexturesRoute() {
  return <RequireUser>{() => <MyTexturesPage renderExport={(props) => <ExportDialog {...props} />} />}</RequireUser>
}
