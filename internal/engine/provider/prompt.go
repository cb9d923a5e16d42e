package provider

import (
	"fmt"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// style names the look we want. The game's name is the strongest style anchor
// image models know, and the prompt is never shown to users; change it here
// to drop the trademark.
const style = "Minecraft-style"

// Backgrounds asked for items and flat items.
const (
	transparentBackground = "transparent background"
	chromaKeyBackground   = "plain flat solid magenta #FF00FF background, nothing else in the background"
)

// prompt wraps the user's words in the template for kind. background says
// what goes behind items and flat items; blocks fill the whole square.
func prompt(words string, kind spec.Kind, size int, background string) string {
	px := fmt.Sprintf("%dx%d pixel-art %s", size, size, style)
	const crisp = "limited palette, light from top-left, crisp pixels, no anti-aliasing"
	switch kind {
	case spec.Block:
		return "seamless tileable " + px + " block texture of " + words +
			", flat front face filling the whole square, no border, " + crisp
	case spec.Flat:
		return px + " flat item icon: a flat " + words + " sheet facing the viewer, " +
			"filling most of the square, 1-pixel dark outline, no shadow, " + crisp + ", " + background
	default:
		return px + " inventory item icon of " + words + ", single object centred, " +
			"diagonal if it is a tool or weapon, 1-pixel dark outline, no shadow, " + crisp + ", " + background
	}
}

// negativePrompt lists what SD should avoid for kind.
func negativePrompt(kind spec.Kind) string {
	const common = "blurry, 3d render, photo, photorealistic, text, letters, watermark, signature, " +
		"gradient, anti-aliasing, smooth shading, jpeg artifacts, noise, frame"
	switch kind {
	case spec.Block:
		return common + ", border, perspective, isometric, cube, shadow, vignette"
	default:
		return common + ", multiple objects, scenery, drop shadow, patterned background, cropped"
	}
}

// sdWords neutralises the SD WebUI prompt syntax in the user's words, so a
// user cannot load extra networks (<lora:x:1>), re-weight the template with
// (...) or [...], or split the prompt with AND/BREAK. CLIP ignores case, so
// lowercasing costs nothing.
var sdWords = strings.NewReplacer(
	"(", `\(`, ")", `\)`, "[", `\[`, "]", `\]`, `\`, " ",
	"<", " ", ">", " ", "{", " ", "}", " ", "|", " ", "__", " ",
)

func sdText(words string) string {
	return strings.Join(strings.Fields(sdWords.Replace(strings.ToLower(words))), " ")
}
