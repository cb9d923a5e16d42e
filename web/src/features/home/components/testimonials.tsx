import { Star } from 'lucide-react'

/** What three kinds of users told us: static copy (product.md §2). */
const TESTIMONIALS = [
  {
    name: 'Maya Lindqvist',
    role: 'Resource pack artist',
    rating: 5,
    text: 'I sketch a whole set of ore variants in one evening now. The sixteen options give me a starting point, and the editor lets me fix the two pixels that matter.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Modpack developer',
    rating: 5,
    text: 'Our mod needed forty placeholder items by Friday. They ended up good enough to ship, and the resource pack export dropped straight into the dev build.',
  },
  {
    name: 'Priya Raman',
    role: 'Server builder',
    rating: 4,
    text: 'The seamless blocks are the best part: custom floor tiles for our spawn hub that do not show a grid when you fly over them.',
  },
] as const

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id="testimonials-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Made by builders like you
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
                <p className="flex gap-0.5" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      className={i < t.rating ? 'size-4 fill-ember text-ember' : 'size-4 text-muted-foreground/40'}
                      aria-hidden="true"
                    />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 leading-relaxed">{t.text}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    className="grid size-10 place-items-center rounded-full bg-primary/15 text-sm font-bold text-primary"
                    aria-hidden="true"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{t.name}</span>
                    <span className="block text-xs text-muted-foreground">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
