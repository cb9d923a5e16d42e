// Shapes of the studio's API (docs/studio-api.md).
import type { TextureKind, TextureSize } from '@/lib/texture'

export type KindChoice = TextureKind | 'auto'

/** PromptSpec is how the server read a prompt. */
export interface PromptSpec {
  kind: TextureKind
  family: string
  understood: string[]
  unknown: string[]
  materials: string[]
  colours: { name: string; hex: string }[]
  modifiers: string[]
  /** Which shape was drawn, and why, when no word of the prompt named one. */
  guess?: string
}

/** TextureMetrics are the engine's quality figures; the set differs by kind. */
export type TextureMetrics = Record<string, number | boolean | object | null>

export interface GeneratedTexture {
  index: number
  /** A data:image/png;base64 URL. */
  png: string
  metrics: TextureMetrics
}

export type GenerationState = 'queued' | 'running' | 'done' | 'failed'

export interface Generation {
  id: string
  state: GenerationState
  progress: number
  message: string
  prompt: string
  kind: TextureKind
  size: TextureSize
  seed: number
  engine: string
  spec: PromptSpec
  textures: GeneratedTexture[] | null
  createdAt: string
}

export interface GenerationResponse {
  success: boolean
  generation: Generation
}

export function isFinal(state: GenerationState): boolean {
  return state === 'done' || state === 'failed'
}
