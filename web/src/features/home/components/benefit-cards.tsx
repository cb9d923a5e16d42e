import { Brush, Grid3x3, Timer } from 'lucide-react'
import { EditableText } from './editable-text'

/** The hero's three benefit cards; admins edit their texts (product.md §3: hero_showcase_*_1..3). */
const BENEFITS = [
  {
    Icon: Timer,
    title: 'Idea to texture',
    subtitle: 'In about 30 seconds',
    description: 'Type a few words and get sixteen variations to choose from, not one guess: 99% faster than 4-8 hours of drawing by hand.',
  },
  {
    Icon: Grid3x3,
    title: 'Made for the game',
    subtitle: 'True 16x16 pixel art',
    description:
      'Crisp pixels and small palettes lit from the top left, block faces that tile seamlessly and outlined items on a transparent background.',
  },
  {
    Icon: Brush,
    title: 'No skills needed',
    subtitle: 'Edit, preview, export',
    description: 'Touch up any pixel, check it on a 3D block or item, and export a PNG or a ready resource pack in one click.',
  },
] as const

export function BenefitCards() {
  return (
    <>
      <h2 className="sr-only">Why Texelforge</h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ Icon, title, subtitle, description }, i) => {
          const n = i + 1
          return (
            <li key={title} className="rounded-xl border bg-card/80 p-5 text-card-foreground shadow-sm backdrop-blur">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <EditableText
                as="h3"
                elementId={`hero_showcase_title_${n}`}
                fallback={title}
                label={`Benefit ${n} title`}
                className="mt-3 font-semibold"
              />
              <EditableText
                elementId={`hero_showcase_subtitle_${n}`}
                fallback={subtitle}
                label={`Benefit ${n} subtitle`}
                className="text-sm font-medium text-primary"
              />
              <EditableText
                elementId={`hero_showcase_description_${n}`}
                fallback={description}
                label={`Benefit ${n} description`}
                className="mt-2 text-sm leading-relaxed text-muted-foreground"
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}
