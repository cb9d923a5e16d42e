package blog

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	highlighting "github.com/yuin/goldmark-highlighting/v2"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/texelforge/texelforge/internal/showcase"
)

// Heading is an entry of a post's table of contents.
type Heading struct {
	ID    string `json:"id"`
	Text  string `json:"text"`
	Level int    `json:"level"`
}

// Rendered is a post's body as HTML that is safe to put in a page.
type Rendered struct {
	HTML  string
	TOC   []Heading // the h2 and h3 headings, in order
	Words int
}

// Embed is a showcase texture as a post shows it.
type Embed struct {
	Title, Username, ImageURL string
}

// textureLine is a line that embeds a showcase texture: ::texture[123].
var textureLine = regexp.MustCompile(`(?m)^::texture\[(\d{1,18})\][ \t]*$`)

// embedEdge is the size in CSS pixels an embedded texture is drawn at.
const embedEdge = 256

// markdown parses GitHub-flavoured Markdown with footnotes, heading anchors
// and code highlighted on the server with CSS classes (the page's stylesheet
// colours them, in both themes). Raw HTML in the source is dropped by
// goldmark (no WithUnsafe) and everything else passes the policy below.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.GFM, extension.Footnote,
		highlighting.NewHighlighting(highlighting.WithFormatOptions(chromahtml.WithClasses(true), chromahtml.PreventSurroundingPre(true)),
			highlighting.WithWrapperRenderer(codeWrapper))),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
)

// codeWrapper opens and closes a code block: focusable, since a long line
// scrolls it sideways, which a keyboard must be able to do too.
func codeWrapper(w util.BufWriter, _ highlighting.CodeBlockContext, entering bool) {
	if entering {
		_, _ = w.WriteString(`<pre class="chroma" tabindex="0"><code>`)
	} else {
		_, _ = w.WriteString(`</code></pre>`)
	}
}

// policy is what may reach a page: bluemonday's policy for user content,
// plus the attributes the renderer itself writes (chroma's classes, heading
// and footnote anchors, task-list checkboxes, lazy sized images).
var policy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowAttrs("class").Matching(regexp.MustCompile(`^[a-zA-Z0-9 _-]{1,100}$`)).OnElements("pre", "code", "span", "a", "div", "li", "img", "sup")
	p.AllowAttrs("id").Matching(regexp.MustCompile(`^[a-zA-Z0-9:_-]{1,100}$`)).OnElements("h1", "h2", "h3", "h4", "h5", "h6", "li", "sup")
	p.AllowAttrs("role").Matching(regexp.MustCompile(`^doc-(noteref|endnotes|backlink)$`)).OnElements("a", "div")
	p.AllowAttrs("type").Matching(regexp.MustCompile(`^checkbox$`)).OnElements("input")
	p.AllowAttrs("checked", "disabled").OnElements("input")
	p.AllowAttrs("aria-label").Matching(regexp.MustCompile(`^(Done|To do)$`)).OnElements("input")
	p.AllowAttrs("loading").Matching(regexp.MustCompile(`^lazy$`)).OnElements("img")
	p.AllowAttrs("decoding").Matching(regexp.MustCompile(`^async$`)).OnElements("img")
	p.AllowAttrs("data-texture").Matching(bluemonday.Integer).OnElements("img")
	p.AllowAttrs("tabindex").Matching(regexp.MustCompile(`^0$`)).OnElements("pre")
	p.AllowAttrs("alt", "title").OnElements("img") // any text: a texture's title may hold any character; it is escaped
	p.AllowURLSchemes("https", "http", "mailto")
	p.RequireNoFollowOnLinks(false)
	p.RequireNoFollowOnFullyQualifiedLinks(true) // the site's own links pass rank
	p.RequireNoReferrerOnFullyQualifiedLinks(true)
	return p
}()

// Render turns a post's Markdown into safe HTML. embed looks up a showcase
// texture for ::texture[id] lines; a texture it does not find (gone, or
// removed by a moderator) becomes a note saying so.
func Render(source string, embed func(id int64) (Embed, bool)) (Rendered, error) {
	src := []byte(textureLine.ReplaceAllStringFunc(source, func(line string) string {
		id, _ := strconv.ParseInt(textureLine.FindStringSubmatch(line)[1], 10, 64)
		if e, ok := embed(id); ok {
			// A Markdown image in a link: the renderer escapes it, and the
			// transformer below marks and sizes it.
			return fmt.Sprintf("[![%s by %s](%s)](/showcase/%d)", escapeMarkdown(e.Title), escapeMarkdown(e.Username),
				e.ImageURL, id)
		}
		return fmt.Sprintf("*Showcase texture %d is no longer shared.*", id)
	}))
	doc := markdown.Parser().Parse(text.NewReader(src))
	var out Rendered
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			if id, ok := n.AttributeString("id"); ok && (n.Level == 2 || n.Level == 3) {
				out.TOC = append(out.TOC, Heading{ID: string(id.([]byte)), Text: plainText(n, src), Level: n.Level})
			}
		case *ast.Image:
			n.SetAttributeString("loading", []byte("lazy"))
			n.SetAttributeString("decoding", []byte("async"))
			if id, ok := embeddedTexture(string(n.Destination)); ok {
				n.SetAttributeString("data-texture", []byte(strconv.FormatInt(id, 10)))
				n.SetAttributeString("width", []byte(strconv.Itoa(embedEdge)))
				n.SetAttributeString("height", []byte(strconv.Itoa(embedEdge)))
			}
		case *ast.Text:
			out.Words += len(strings.Fields(string(n.Segment.Value(src))))
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		return Rendered{}, err
	}
	var b bytes.Buffer
	if err := markdown.Renderer().Render(&b, src, doc); err != nil {
		return Rendered{}, fmt.Errorf("render markdown: %w", err)
	}
	out.HTML = policy.Sanitize(checkboxNames.Replace(b.String()))
	return out, nil
}

// checkboxNames name a task list's boxes, which have no label of their own.
var checkboxNames = strings.NewReplacer(
	`<input checked="" disabled="" type="checkbox">`, `<input checked="" disabled="" type="checkbox" aria-label="Done">`,
	`<input disabled="" type="checkbox">`, `<input disabled="" type="checkbox" aria-label="To do">`)

// embeddedTexture reports whether an image is a showcase texture's, and which.
func embeddedTexture(dest string) (int64, bool) {
	rest, ok := strings.CutPrefix(dest, "/api/showcase/image/")
	if !ok {
		return 0, false
	}
	id, err := strconv.ParseInt(strings.SplitN(rest, "?", 2)[0], 10, 64)
	return id, err == nil
}

// plainText is a heading's text without its Markdown.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering {
			b.Write(t.Segment.Value(src))
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

var markdownSpecial = strings.NewReplacer(`\`, `\\`, `[`, `\[`, `]`, `\]`, `*`, `\*`, `_`, `\_`, "`", "\\`", `<`, `\<`)

func escapeMarkdown(s string) string { return markdownSpecial.Replace(s) }

// ShowcaseEmbed finds shared textures for posts: public ones only.
func ShowcaseEmbed(shared *showcase.Service) func(ctx context.Context, id int64) (Embed, bool) {
	return func(ctx context.Context, id int64) (Embed, bool) {
		t, err := shared.Get(ctx, id, 0)
		if err != nil {
			return Embed{}, false
		}
		// Its own pixels, which the page draws at embedEdge without smoothing.
		return Embed{Title: t.Title, Username: t.Username, ImageURL: t.ImageURL()}, true
	}
}
