package content

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Limits and kinds of page texts.
const (
	MaxContent   = 10000      // characters of a text
	MaxMarkdown  = 50000      // characters of a Markdown document (the legal pages)
	TypeText     = "text"     // plain text, the landing elements
	TypeMarkdown = "markdown" // a Markdown document, rendered without raw HTML
)

// NotFoundMessage answers a read of an element that has no stored text: the
// page then shows its built-in text.
const NotFoundMessage = "Content not found"

// PageContent is an element's text on a page, as an admin saved it.
type PageContent struct {
	PageID    string    `json:"pageId"`
	ElementID string    `json:"elementId"`
	Content   string    `json:"content"`
	Type      string    `json:"type"`
	UpdatedAt time.Time `json:"updatedAt"`
}

var contentID = regexp.MustCompile(`^[a-z0-9_-]{1,64}$`)

// PageContent returns an element's stored text; apperr.NotFound when there
// is none, which is also the answer for ids that can never be stored.
func (s *Service) PageContent(ctx context.Context, pageID, elementID string) (PageContent, error) {
	if !contentID.MatchString(pageID) || !contentID.MatchString(elementID) {
		return PageContent{}, apperr.E(apperr.NotFound, NotFoundMessage)
	}
	return s.Store.PageContent(ctx, pageID, elementID)
}

// SavePageContent stores an element's text, trimmed of surrounding white
// space, as saved by user userID, and returns it as stored. An empty type is
// TypeText. apperr.Invalid if an id, the text or the type is not allowed.
func (s *Service) SavePageContent(ctx context.Context, userID int64, c PageContent) (PageContent, error) {
	invalid := func(msg string) (PageContent, error) { return PageContent{}, apperr.E(apperr.Invalid, msg) }
	if !contentID.MatchString(c.PageID) {
		return invalid("pageId must be 1 to 64 lower-case letters, digits, - or _")
	}
	if !contentID.MatchString(c.ElementID) {
		return invalid("elementId must be 1 to 64 lower-case letters, digits, - or _")
	}
	limit := MaxContent
	switch c.Type {
	case "":
		c.Type = TypeText
	case TypeText:
	case TypeMarkdown:
		limit = MaxMarkdown
	default:
		return invalid(`type must be "text" or "markdown"`)
	}
	c.Content = strings.TrimSpace(c.Content)
	if n := utf8.RuneCountInString(c.Content); n == 0 || n > limit {
		return invalid(fmt.Sprintf("content must be 1 to %d characters", limit))
	}
	if strings.ContainsRune(c.Content, 0) {
		return invalid("content must not contain NUL characters")
	}
	// Both engines keep microseconds at most: what is returned now reads back the same.
	c.UpdatedAt = s.Now().UTC().Truncate(time.Microsecond)
	if err := s.Store.UpsertPageContent(ctx, c, userID); err != nil {
		return PageContent{}, err
	}
	return c, nil
}
