import { Images } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { loadedTextures } from '@/lib/saved-textures'
import { useTextures } from '../api/get-textures'

/** MyTexturesCard is the dashboard's way to My Textures: the newest few and the count (of the first page, "60+" beyond it). */
export function MyTexturesCard() {
  const id = useId()
  const { data, isPending, isError, hasNextPage } = useTextures()
  const textures = loadedTextures(data)
  const count = `${textures.length}${hasNextPage ? '+' : ''}`
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>My Textures</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {isPending
            ? 'Loading…'
            : isError
              ? 'Your textures could not be loaded.'
              : textures.length === 0
                ? 'No saved textures yet.'
                : `${count} saved ${count === '1' ? 'texture' : 'textures'}.`}
        </p>
        {textures.length > 0 ? (
          <ul className="flex gap-2" aria-label="Newest textures">
            {textures.slice(0, 6).map((t) => (
              <li key={t.id}>
                <img
                  src={t.imageUrl}
                  alt={t.title}
                  width={48}
                  height={48}
                  className="pixelated size-12 rounded-sm border bg-muted/50"
                  style={{ imageRendering: 'pixelated' }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button asChild variant="outline">
            <Link to="/dashboard/textures">
              <Images aria-hidden="true" />
              My Textures
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
