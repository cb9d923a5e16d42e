import { Box, Download, Grid3x3, PencilRuler, ScanSearch, Type } from 'lucide-react'

const FEATURES = [
  {
    Icon: Type,
    title: 'Text to texture',
    text: 'Describe a block or item in plain words. No drawing skills or pixel-art software needed.',
  },
  {
    Icon: Grid3x3,
    title: '16 variations per prompt',
    text: 'Every prompt gives you sixteen takes on your idea to choose from, for a single credit.',
  },
  {
    Icon: ScanSearch,
    title: 'Block and item detection',
    text: 'Texelforge tells a tileable block face from an item sprite or a flat icon, and you can override it.',
  },
  {
    Icon: Box,
    title: '3D preview',
    text: 'See your texture on a spinning block or as a held item before you commit to it.',
  },
  {
    Icon: PencilRuler,
    title: 'Pixel-perfect editor',
    text: 'Fix a single texel, swap a colour or tweak the outline at 16x16, with no blur or smoothing.',
  },
  {
    Icon: Download,
    title: 'One-click export',
    text: 'Download a PNG or a ready resource pack with the texture already in the right folder.',
  },
]

/** FeatureGrid lists what Texelforge does, one card per feature. */
export function FeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-xl border bg-card p-6 text-card-foreground">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  )
}
