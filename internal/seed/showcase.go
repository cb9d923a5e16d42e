package seed

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/textures"
)

// CommunityUsers share the demo showcase's textures and vote on each other's.
var CommunityUsers = []DemoUser{
	{Username: "pixelsmith", Email: "pixelsmith@texelforge.local"},
	{Username: "mossqueen", Email: "mossqueen@texelforge.local"},
	{Username: "oreminer", Email: "oreminer@texelforge.local"},
	{Username: "blockwright", Email: "blockwright@texelforge.local"},
	{Username: "quartzfox", Email: "quartzfox@texelforge.local"},
}

// ShowcasePrompts are the demo showcase's 60 textures, drawn by the built-in
// engine: blocks, items and flat items of many materials.
var ShowcasePrompts = []string{
	"mossy cobblestone", "ruby sword", "diamond ore", "oak planks", "cracked stone bricks", "emerald staff",
	"golden apple", "blue wool", "birch log", "frozen ice bricks", "amethyst crystal", "copper ingot",
	"treasure map", "obsidian block", "healing potion", "iron pickaxe", "sandstone", "lava",
	"glowing mushroom", "spruce planks", "netherite chestplate", "red dye", "ancient rune", "gold coin",
	"polished granite", "rusty iron block", "cherry leaves", "dark oak log", "poison potion", "diamond axe",
	"emerald ore", "white glass", "chiseled quartz", "gravel", "cooked beef", "leather boots",
	"purple wool", "coal ore", "bamboo staff", "fire resistance potion", "striped terracotta tiles", "old paper",
	"ruby gem", "jungle leaves", "mossy stone bricks", "iron helmet", "music disc", "copper block",
	"snowy dirt", "golden hoe", "lapis ore", "burnt oak planks", "water", "book page",
	"emerald ring", "spotted red mushroom", "silver nugget", "deepslate tiles", "wooden shovel", "crimson bow",
}

// seedShowcase shares the demo textures if the showcase is empty: the
// community users share them and everyone in users votes.
func seedShowcase(ctx context.Context, s Services, community, users []account.User) error {
	if s.Showcase == nil || s.Textures == nil {
		return nil
	}
	page, err := s.Showcase.List(ctx, showcase.Query{Limit: 1})
	if err != nil || page.Total > 0 {
		return err
	}
	gen := engine.NewGenerator()
	for i, prompt := range ShowcasePrompts {
		creator := community[i%len(community)]
		res, err := gen.Generate(ctx, engine.Request{Prompt: prompt, Count: 1, Seed: uint64(i + 1)})
		if err != nil {
			return fmt.Errorf("draw %q: %w", prompt, err)
		}
		png, err := engine.EncodePNG(res.Textures[0].Image)
		if err != nil {
			return err
		}
		title := strings.ToUpper(prompt[:1]) + prompt[1:]
		saved, err := s.Textures.Create(ctx, creator.ID, textures.NewTexture{Title: title, Prompt: prompt,
			Kind: string(res.Spec.Kind), Size: res.Size, PNG: base64.StdEncoding.EncodeToString(png)})
		if err != nil {
			return fmt.Errorf("save %q: %w", prompt, err)
		}
		license := showcase.Free
		if i%7 == 3 {
			license = showcase.Restricted
		}
		shared, err := s.Showcase.Share(ctx, creator.ID, showcase.NewShare{TextureID: saved.ID, Title: title,
			Description: fmt.Sprintf("Made in the studio from the prompt %q, then touched up by hand.", prompt),
			Tags:        tagsOf(res.Spec.Understood), License: string(license)})
		if err != nil {
			return fmt.Errorf("share %q: %w", prompt, err)
		}
		if err := voteAndDownload(ctx, s.Showcase, shared, users, i); err != nil {
			return fmt.Errorf("votes on %q: %w", prompt, err)
		}
	}
	return nil
}

// voteAndDownload gives the i-th demo texture a varied, fixed pattern of
// votes, downloads and featuring.
func voteAndDownload(ctx context.Context, svc *showcase.Service, t showcase.Texture, users []account.User, i int) error {
	for j, u := range users {
		if u.ID == t.UserID {
			continue
		}
		vote := []string{"upvote", "upvote", "upvote", "downvote", ""}[(i*31+j*17)%5]
		if vote == "" {
			continue
		}
		if _, err := svc.Vote(ctx, u.ID, t.ID, vote); err != nil {
			return err
		}
	}
	// Each viewer counts once a day: visitors from distinct documentation
	// addresses download free textures, the creator a restricted one.
	creator := account.User{ID: t.UserID}
	for k := range (i * 37) % 23 {
		var err error
		if t.License == showcase.Free {
			_, _, err = svc.Download(ctx, nil, fmt.Sprintf("198.51.100.%d", k), t.ID)
		} else {
			_, _, err = svc.Download(ctx, &creator, "", t.ID)
		}
		if err != nil {
			return err
		}
	}
	if i%8 == 0 {
		_, err := svc.SetFeatured(ctx, t.ID, true, 0)
		return err
	}
	return nil
}

// tagsOf keeps the prompt's understood words that make valid tags.
func tagsOf(words []string) []string {
	var tags []string
	for _, w := range words {
		if _, err := showcase.CleanTags([]string{w}); err == nil && len(tags) < 5 {
			tags = append(tags, w)
		}
	}
	return tags
}
