package showcase

import (
	"context"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Limits and messages of moderation (docs/admin-api.md).
const (
	MaxReason              = 500
	ReportedMessage        = "Thanks, an admin will look at it"
	AlreadyReportedMessage = "You already reported this texture"
	OwnReportMessage       = "You cannot report your own texture."
	ReportNotFoundMessage  = "Report not found"
	ReportResolvedMessage  = "This report is resolved already"
)

// ReportStatus is where a report is.
type ReportStatus string

// The statuses, and the resolutions of a resolved report.
const (
	ReportOpen     ReportStatus = "open"
	ReportResolved ReportStatus = "resolved"

	ResolutionRemoved   = "removed"
	ResolutionDismissed = "dismissed"
)

// Report is a user's report of a shared texture, with what it reports.
type Report struct {
	ID           int64
	ShowcaseID   int64
	Texture      ReportedTexture
	ReporterID   int64
	ReporterName string
	Reason       string
	Status       ReportStatus
	Resolution   string
	CreatedAt    time.Time
	ResolvedAt   *time.Time
}

// ReportedTexture is what a moderator sees of a texture.
type ReportedTexture struct {
	Title    string
	Username string
	PNGHash  string
	Featured bool
	Removed  bool
}

// RemovedTexture is a texture an admin took out of the showcase.
type RemovedTexture struct {
	Texture
	RemovedAt time.Time
}

// ModerationStore keeps reports and removals.
type ModerationStore interface {
	// InsertShowcaseReport records an open report. apperr.Conflict when the
	// user has an open report of the texture already.
	InsertShowcaseReport(ctx context.Context, showcaseID, reporterID int64, reason string, at time.Time) (int64, error)
	// ShowcaseReports lists reports of a status, newest first, after the
	// cursor (a report id, 0 for the first page); limit+1 at most.
	ShowcaseReports(ctx context.Context, status ReportStatus, after int64, limit int) ([]Report, error)
	// ResolveShowcaseReport resolves an open report in one transaction:
	// with ResolutionRemoved the texture leaves the showcase and every open
	// report of it is resolved the same way. apperr.NotFound, or
	// apperr.Conflict when it is resolved already.
	ResolveShowcaseReport(ctx context.Context, id int64, resolution string, at time.Time) (Report, error)
	// RestoreShowcaseTexture lists a removed texture again; apperr.NotFound
	// when there is no removed texture id.
	RestoreShowcaseTexture(ctx context.Context, id int64) error
	// RemovedShowcase lists removed textures, newest removal first, after
	// the cursor (a texture id); limit+1 at most.
	RemovedShowcase(ctx context.Context, after int64, limit int) ([]RemovedTexture, error)
}

// Report records userID's report of a listed texture that is not theirs.
func (s *Service) Report(ctx context.Context, userID, id int64, reason string) error {
	reason = strings.TrimSpace(reason)
	if n := utf8.RuneCountInString(reason); n == 0 || n > MaxReason || strings.ContainsFunc(reason, isControl) {
		return apperr.E(apperr.Invalid, "The reason must be 1 to 500 characters.")
	}
	t, err := s.Store.ShowcaseTexture(ctx, id, 0)
	if err != nil {
		return err
	}
	if t.UserID == userID {
		return apperr.E(apperr.Invalid, OwnReportMessage)
	}
	_, err = s.Store.InsertShowcaseReport(ctx, id, userID, reason, s.Now().UTC())
	return err
}

// isControl refuses control characters but for line breaks and tabs.
func isControl(r rune) bool { return unicode.IsControl(r) && r != '\n' && r != '\t' && r != '\r' }

// Reports lists reports of a status ("" is open), newest first.
func (s *Service) Reports(ctx context.Context, status string, after int64, limit int) ([]Report, int64, error) {
	st := ReportStatus(status)
	switch st {
	case "":
		st = ReportOpen
	case ReportOpen, ReportResolved:
	default:
		return nil, 0, apperr.E(apperr.Invalid, "status must be open or resolved")
	}
	list, err := s.Store.ShowcaseReports(ctx, st, after, limit)
	if err != nil {
		return nil, 0, err
	}
	return pageOf(list, limit, func(r Report) int64 { return r.ID })
}

// Resolve removes the reported texture ("remove") or dismisses the report
// ("dismiss").
func (s *Service) Resolve(ctx context.Context, id int64, action string) (Report, error) {
	var resolution string
	switch action {
	case "remove":
		resolution = ResolutionRemoved
	case "dismiss":
		resolution = ResolutionDismissed
	default:
		return Report{}, apperr.E(apperr.Invalid, "action must be remove or dismiss")
	}
	r, err := s.Store.ResolveShowcaseReport(ctx, id, resolution, s.Now().UTC())
	if err == nil && resolution == ResolutionRemoved {
		s.Cache.changed()
	}
	return r, err
}

// Restore lists a removed texture again.
func (s *Service) Restore(ctx context.Context, id int64) error {
	if err := s.Store.RestoreShowcaseTexture(ctx, id); err != nil {
		return err
	}
	s.Cache.changed()
	return nil
}

// Removed lists removed textures, newest removal first.
func (s *Service) Removed(ctx context.Context, after int64, limit int) ([]RemovedTexture, int64, error) {
	list, err := s.Store.RemovedShowcase(ctx, after, limit)
	if err != nil {
		return nil, 0, err
	}
	return pageOf(list, limit, func(t RemovedTexture) int64 { return t.ID })
}

// pageOf cuts a list read with one extra row to limit, and returns the
// cursor of the next page (0 when this is the last).
func pageOf[T any](list []T, limit int, id func(T) int64) ([]T, int64, error) {
	if len(list) <= limit {
		return list, 0, nil
	}
	list = list[:limit]
	return list, id(list[limit-1]), nil
}
