package httpapi

import (
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/content"
)

// logoBodyLimit leaves room for the multipart framing around the largest logo.
const logoBodyLimit = content.MaxLogoBytes + 64<<10

type logoResponse struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
	LogoURL string `json:"logoUrl"`
}

// uploadLogo answers POST /api/admin/settings/logo, a multipart form with a
// `logo` file.
func uploadLogo(texts *content.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		mr, err := r.MultipartReader()
		if err != nil {
			respondError(w, r, log, apperr.Wrap(apperr.Invalid, "Send the logo as multipart/form-data", err))
			return
		}
		for {
			part, err := mr.NextPart()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				respondError(w, r, log, logoBodyError(err))
				return
			}
			if part.FormName() != "logo" {
				continue
			}
			data, err := io.ReadAll(io.LimitReader(part, content.MaxLogoBytes+1))
			if err != nil {
				respondError(w, r, log, logoBodyError(err))
				return
			}
			url, err := texts.SetLogo(r.Context(), data)
			reply(w, r, log, err, http.StatusOK, logoResponse{Success: true, Message: "Logo updated", LogoURL: url})
			return
		}
		respondError(w, r, log, apperr.E(apperr.Invalid, "No logo file was sent"))
	}
}

func logoBodyError(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return apperr.E(apperr.TooLarge, content.MsgLogoSize)
	}
	return apperr.Wrap(apperr.Invalid, "The upload could not be read", err)
}

// removeLogo answers DELETE /api/admin/settings/logo: back to the bundled logo.
func removeLogo(texts *content.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		err := texts.RemoveLogo(r.Context())
		reply(w, r, log, err, http.StatusOK, logoResponse{Success: true, Message: "Logo removed"})
	}
}
