import { useNavigation } from 'react-router'

/** NavigationProgress is a thin bar at the top while a lazy route loads. */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle'
  if (!loading) return null
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-progress bg-primary" />
    </div>
  )
}
