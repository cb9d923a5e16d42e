import { describe, expect, it } from 'vitest'
import { commandFor, type KeyInput } from './shortcuts'

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
})

describe('commandFor', () => {
  it('maps undo and redo with Ctrl or Cmd', () => {
    expect(commandFor(key('z', { ctrlKey: true }))).toEqual({ type: 'undo' })
    expect(commandFor(key('z', { metaKey: true }))).toEqual({ type: 'undo' })
    expect(commandFor(key('Z', { ctrlKey: true, shiftKey: true }))).toEqual({ type: 'redo' })
    expect(commandFor(key('y', { ctrlKey: true }))).toEqual({ type: 'redo' })
  })

  it('maps tool letters without modifiers only', () => {
    expect(commandFor(key('b'))).toEqual({ type: 'tool', tool: 'pencil' })
    expect(commandFor(key('E'))).toEqual({ type: 'tool', tool: 'eraser' })
    expect(commandFor(key('g'))).toEqual({ type: 'tool', tool: 'fill' })
    expect(commandFor(key('G', { shiftKey: true }))).toEqual({ type: 'globalFill' })
    expect(commandFor(key('i'))).toEqual({ type: 'tool', tool: 'eyedropper' })
    expect(commandFor(key('b', { ctrlKey: true }))).toBeNull()
    expect(commandFor(key('b', { altKey: true }))).toBeNull()
  })

  it('maps toggles and zoom', () => {
    expect(commandFor(key('x'))).toEqual({ type: 'mirror', axis: 'x' })
    expect(commandFor(key('y'))).toEqual({ type: 'mirror', axis: 'y' })
    expect(commandFor(key('h'))).toEqual({ type: 'grid' })
    expect(commandFor(key('+', { shiftKey: true }))).toEqual({ type: 'zoom', step: 1 })
    expect(commandFor(key('-'))).toEqual({ type: 'zoom', step: -1 })
    expect(commandFor(key('q'))).toBeNull()
  })
})
