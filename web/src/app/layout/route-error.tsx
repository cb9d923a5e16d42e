import { RotateCw } from 'lucide-react'
import { useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'

/** RouteError replaces a page that failed to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        This page could not be loaded. Reloading usually fixes it, for example after Texelforge was updated.
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        Reload page
      </Button>
    </section>
  )
}
