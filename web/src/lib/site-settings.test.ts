import { describe, expect, it } from 'vitest'
import { swapSiteName } from './site-settings'

describe('swapSiteName', () => {
  it("puts the admin's name in a page title's suffix or the home page's prefix", () => {
    expect(swapSiteName('Privacy Policy | Texelforge', 'Texelforge', 'Pixel Forge')).toBe('Privacy Policy | Pixel Forge')
    expect(swapSiteName('Texelforge | AI Minecraft-style texture generator', 'Texelforge', 'Pixel Forge')).toBe(
      'Pixel Forge | AI Minecraft-style texture generator',
    )
    expect(swapSiteName('Mossy stone by alex | Pixel Forge', 'Pixel Forge', 'Blocky')).toBe('Mossy stone by alex | Blocky')
  })

  it('leaves other titles and words that merely contain the name alone', () => {
    expect(swapSiteName('Texture Studio | Tex', 'Tex', 'Blocky')).toBe('Texture Studio | Blocky')
    expect(swapSiteName('Texture Studio', 'Tex', 'Blocky')).toBe('Texture Studio')
    expect(swapSiteName('Privacy Policy | Texelforge', 'Texelforge', 'Texelforge')).toBe('Privacy Policy | Texelforge')
  })
})
