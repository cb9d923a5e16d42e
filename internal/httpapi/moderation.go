package httpapi

import (
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/showcase"
)

// Showcase moderation: users report textures, admins remove and restore
// them (docs/admin-api.md).

// reportTexture answers POST /api/showcase/{id}/report {reason}.
func reportTexture(shared *showcase.Service, limits Limits, log *slog.Logger) userHandler {
	type request struct {
		Reason string `json:"reason"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		id, err := showcaseID(r)
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		if err == nil {
			err = limit(r.Context(), by{limits.Report, strconv.FormatInt(u.ID, 10)})
		}
		if err == nil {
			err = shared.Report(r.Context(), u.ID, id, in.Reason)
		}
		reply(w, r, log, err, http.StatusCreated, messageResponse{Success: true, Message: showcase.ReportedMessage})
	}
}

type reportView struct {
	ID         int64              `json:"id"`
	ShowcaseID int64              `json:"showcaseId"`
	Texture    reportTextureView  `json:"texture"`
	Reporter   reportReporterView `json:"reporter"`
	Reason     string             `json:"reason"`
	Status     string             `json:"status"`
	Resolution string             `json:"resolution"`
	CreatedAt  time.Time          `json:"createdAt"`
	ResolvedAt *time.Time         `json:"resolvedAt"`
}

type reportTextureView struct {
	ID       int64  `json:"id"`
	Title    string `json:"title"`
	ImageURL string `json:"imageUrl"`
	Username string `json:"username"`
	Featured bool   `json:"featured"`
	Removed  bool   `json:"removed"`
}

type reportReporterView struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
}

// moderationImage is the address of a texture's image that admins can see
// whether it is listed or removed.
func moderationImage(id int64, hash string) string {
	return fmt.Sprintf("/api/admin/showcase/%d/image?v=%s", id, hash)
}

func viewReport(r showcase.Report) reportView {
	return reportView{ID: r.ID, ShowcaseID: r.ShowcaseID, Reason: r.Reason, Status: string(r.Status),
		Resolution: r.Resolution, CreatedAt: r.CreatedAt, ResolvedAt: r.ResolvedAt,
		Texture: reportTextureView{ID: r.ShowcaseID, Title: r.Texture.Title, Username: r.Texture.Username,
			ImageURL: moderationImage(r.ShowcaseID, r.Texture.PNGHash), Featured: r.Texture.Featured, Removed: r.Texture.Removed},
		Reporter: reportReporterView{ID: r.ReporterID, Username: r.ReporterName}}
}

// adminReports answers GET /api/admin/reports?status=&cursor=&limit=.
func adminReports(shared *showcase.Service, log *slog.Logger) userHandler {
	type response struct {
		Success    bool         `json:"success"`
		Reports    []reportView `json:"reports"`
		NextCursor *string      `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, after, err := idPage(r)
		var list []showcase.Report
		var next int64
		if err == nil {
			list, next, err = shared.Reports(r.Context(), r.URL.Query().Get("status"), after, limit)
		}
		out := response{Success: true, Reports: make([]reportView, len(list)), NextCursor: idCursor(next)}
		for i, rep := range list {
			out.Reports[i] = viewReport(rep)
		}
		reply(w, r, log, err, http.StatusOK, out)
	}
}

// resolveReport answers POST /api/admin/reports/{id}/resolve {action}.
func resolveReport(shared *showcase.Service, log *slog.Logger) userHandler {
	type request struct {
		Action string `json:"action"`
	}
	type response struct {
		Success bool       `json:"success"`
		Message string     `json:"message"`
		Report  reportView `json:"report"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
		if err != nil || id <= 0 {
			err = apperr.E(apperr.NotFound, showcase.ReportNotFoundMessage)
		}
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		var rep showcase.Report
		if err == nil {
			rep, err = shared.Resolve(r.Context(), id, in.Action)
		}
		msg := "Report dismissed"
		if rep.Resolution == showcase.ResolutionRemoved {
			msg = "Texture removed from the showcase"
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: msg, Report: viewReport(rep)})
	}
}

// restoreShowcase answers POST /api/admin/showcase/{id}/restore.
func restoreShowcase(shared *showcase.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := showcaseID(r)
		if err == nil {
			err = shared.Restore(r.Context(), id)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: "Texture restored"})
	}
}

// removedShowcase answers GET /api/admin/showcase/removed?cursor=&limit=.
func removedShowcase(shared *showcase.Service, log *slog.Logger) userHandler {
	type removedView struct {
		showcaseView
		RemovedAt time.Time `json:"removedAt"`
	}
	type response struct {
		Success    bool          `json:"success"`
		Textures   []removedView `json:"textures"`
		NextCursor *string       `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, after, err := idPage(r)
		var list []showcase.RemovedTexture
		var next int64
		if err == nil {
			list, next, err = shared.Removed(r.Context(), after, limit)
		}
		out := response{Success: true, Textures: make([]removedView, len(list)), NextCursor: idCursor(next)}
		for i, t := range list {
			v := viewShowcase(t.Texture)
			v.ImageURL = moderationImage(t.ID, t.PNGHash)
			out.Textures[i] = removedView{showcaseView: v, RemovedAt: t.RemovedAt}
		}
		reply(w, r, log, err, http.StatusOK, out)
	}
}
