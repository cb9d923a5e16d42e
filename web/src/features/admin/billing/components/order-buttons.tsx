import { ArrowDown, ArrowUp } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface Props {
  /** What moves, for the buttons' names ("Move Pro up"). */
  name: string
  index: number
  count: number
  disabled: boolean
  onMove: (delta: -1 | 1) => void
}

/** OrderButtons move a row one place up or down the display order. */
export function OrderButtons({ name, index, count, disabled, onMove }: Props) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Move ${name} up`} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  )
}
