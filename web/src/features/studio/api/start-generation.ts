import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { TextureSize } from '@/lib/texture'
import type { Generation, GenerationResponse, KindChoice } from './types'

export interface StartGenerationInput {
  prompt: string
  kind: KindChoice
  size: TextureSize
}

/**
 * startGeneration queues a generation (202) after the server reserved its
 * credit. Failures throw ApiError: 402 no credits, 403 size not on the plan,
 * 429 too many, 400 bad input, each with the server's message.
 */
async function startGeneration(input: StartGenerationInput): Promise<Generation> {
  const res = await apiRequest('POST', '/api/generate-textures', input)
  return ((await res.json()) as GenerationResponse).generation
}

export function useStartGeneration() {
  return useMutation({ mutationFn: startGeneration })
}
