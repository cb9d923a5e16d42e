import { Home, Pickaxe } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

/** The "missing texture" checkerboard: magenta and black, 2x2 squares of 8 px. */
function MissingTexture() {
  return (
    <svg viewBox="0 0 2 2" className="pixelated size-28 rounded-sm shadow-lg" shapeRendering="crispEdges" aria-hidden="true">
      <rect width="2" height="2" fill="#000" />
      <rect width="1" height="1" fill="#f800f8" />
      <rect x="1" y="1" width="1" height="1" fill="#f800f8" />
    </svg>
  )
}

/** NotFoundRoute is every unknown path (the server answers it with status 404). */
export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <MissingTexture />
      <p className="mt-8 font-mono text-sm font-semibold tracking-widest text-ember">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">The page you're looking for doesn't exist or may have been moved.</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            Return Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/texture-studio">
            <Pickaxe aria-hidden="true" />
            Go to Texture Studio
          </Link>
        </Button>
      </div>
    </section>
  )
}
