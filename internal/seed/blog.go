package seed

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	imgpng "image/png"
	"io/fs"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/blog"
)

// The blog's first posts, by the admin: a header (title, summary, tags, the
// cover's prompts) then "---" and the Markdown.
//
//go:embed posts/*.md
var posts embed.FS

// seedBlog publishes the first posts if the blog has none.
func seedBlog(ctx context.Context, s Services, author account.User) error {
	if s.Blog == nil {
		return nil
	}
	existing, err := s.Blog.Admin(ctx, "", 0, 1)
	if err != nil || len(existing) > 0 {
		return err
	}
	files, err := fs.Glob(posts, "posts/*.md")
	if err != nil {
		return err
	}
	for _, name := range files {
		raw, err := posts.ReadFile(name)
		if err != nil {
			return err
		}
		in, coverPrompts, err := parsePost(string(raw))
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if in.CoverURL, err = saveCover(ctx, s.Blog, coverPrompts); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if _, err := s.Blog.Create(ctx, author.ID, in); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return nil
}

// saveCover draws a cover from prompts and stores it as an admin's upload
// would be.
func saveCover(ctx context.Context, posts *blog.Service, prompts []string) (*string, error) {
	img, err := drawCover(ctx, prompts)
	if err != nil {
		return nil, err
	}
	var png bytes.Buffer
	if err := (&imgpng.Encoder{CompressionLevel: imgpng.BestCompression}).Encode(&png, img); err != nil {
		return nil, err
	}
	url, err := posts.SaveCover(ctx, png.Bytes())
	return &url, err
}

// parsePost reads a seed post: "key: value" lines, "---", the Markdown.
func parsePost(raw string) (in blog.Input, coverPrompts []string, err error) {
	header, body, ok := strings.Cut(raw, "\n---\n")
	if !ok {
		return blog.Input{}, nil, fmt.Errorf("no --- after the header")
	}
	in = blog.Input{Markdown: strings.TrimSpace(body) + "\n", Status: blog.Published}
	for _, line := range strings.Split(header, "\n") {
		key, value, _ := strings.Cut(line, ":")
		value = strings.TrimSpace(value)
		switch strings.TrimSpace(key) {
		case "title":
			in.Title = value
		case "summary":
			in.Summary = value
		case "tags":
			in.Tags = strings.Split(value, ",")
		case "cover":
			for _, prompt := range strings.Split(value, ",") {
				coverPrompts = append(coverPrompts, strings.TrimSpace(prompt))
			}
		case "":
		default:
			return blog.Input{}, nil, fmt.Errorf("unknown header %q", key)
		}
	}
	return in, coverPrompts, nil
}
