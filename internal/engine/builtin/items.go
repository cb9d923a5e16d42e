package builtin

import "github.com/texelforge/texelforge/internal/engine/spec"

// itemDrawers draws the item families. Each is a template on the 16×16 grid
// (see sprite) with seeded parameter ranges, so the 16 variations of a prompt
// differ in shape while staying the same object; finishSprite outlines them.
var itemDrawers = map[spec.Family]drawer{
	spec.Sword:      drawSword,
	spec.Pickaxe:    drawPickaxe,
	spec.Axe:        drawAxe,
	spec.Shovel:     drawShovel,
	spec.Hoe:        drawHoe,
	spec.Bow:        drawBow,
	spec.Staff:      drawStaff,
	spec.Rod:        drawRod,
	spec.Ring:       drawRing,
	spec.Shield:     drawShield,
	spec.Gem:        drawGem,
	spec.Ingot:      drawIngot,
	spec.Nugget:     drawNugget,
	spec.Dust:       drawDust,
	spec.Potion:     drawPotion,
	spec.Bucket:     drawBucket,
	spec.Fruit:      drawFruit,
	spec.Bread:      drawBread,
	spec.Meat:       drawMeat,
	spec.Mushroom:   drawMushroom,
	spec.Helmet:     drawHelmet,
	spec.Chestplate: drawChestplate,
	spec.Leggings:   drawLeggings,
	spec.Boots:      drawBoots,
	spec.Plant:      drawPlant,
	spec.Egg:        drawEgg,
	spec.Key:        drawKey,
	spec.Book:       drawBook,
	spec.Candle:     drawCandle,
	spec.Lantern:    drawLantern,
	spec.Arrow:      drawArrow,
	spec.Bundle:     drawBundle,
	spec.Dial:       drawDial,
}
