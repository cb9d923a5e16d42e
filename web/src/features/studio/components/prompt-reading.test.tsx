import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PromptSpec } from '../api/types'
import { PromptReading } from './prompt-reading'

const spec: PromptSpec = {
  kind: 'item',
  family: 'bow',
  understood: [],
  unknown: ['boomerang'],
  materials: [],
  colours: [],
  modifiers: [],
}

describe('PromptReading', () => {
  it('says which shape was chosen for a thing no word names, and why', () => {
    const guess = '“boomerang” is drawn as the nearest shape the engine knows: a bow'
    render(<PromptReading spec={{ ...spec, guess }} kind="auto" isFetching={false} />)
    expect(screen.getByTestId('prompt-reading')).toHaveTextContent('Detected: Item (bow)')
    expect(screen.getByText(`${guess}.`)).toBeInTheDocument()
  })

  it('says nothing more when a word named the shape', () => {
    render(<PromptReading spec={{ ...spec, family: 'sword', understood: ['sword'], unknown: [] }} kind="auto" isFetching={false} />)
    expect(screen.getByTestId('prompt-reading')).toHaveTextContent('Detected: Item (sword)Understood:sword')
    expect(screen.getByTestId('prompt-reading').querySelectorAll('p')).toHaveLength(2)
  })
})
