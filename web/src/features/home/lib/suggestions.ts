/** SUGGESTION_GROUPS: the hero's prompt ideas, three at a time (product.md §2: ten groups of three). */
export const SUGGESTION_GROUPS: readonly (readonly [string, string, string])[] = [
  ['mossy cobblestone', 'ruby sword', 'treasure map'],
  ['diamond ore', 'golden apple', 'cracked stone bricks'],
  ['oak planks', 'iron pickaxe', 'healing potion'],
  ['glowing amethyst crystal', 'emerald', 'music disc'],
  ['frozen leaves', 'copper ingot', 'blue wool'],
  ['polished granite tiles', 'obsidian axe', 'red mushroom'],
  ['rusty iron block', 'enchanted book page', 'sand'],
  ['birch log', 'ancient gold coin', 'lava'],
  ['chiseled sandstone', 'netherite chestplate', 'purple dye'],
  ['spotted mushroom block', 'frost staff', 'striped wool'],
]

/** How long each group shows. */
export const SUGGESTION_ROTATION_MS = 5500
