package httpapi

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strconv"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
)

// avatarBodyLimit leaves room for the multipart framing around a 5 MB file.
const avatarBodyLimit = account.MaxAvatarBytes + 64<<10

// updateAvatar answers POST /api/user/avatar, a multipart form with an
// `avatar` file, or `removeAvatar=true` to remove it.
func updateAvatar(avatars *account.AvatarService, limits Limits, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		mr, err := r.MultipartReader()
		if err != nil {
			respondError(w, r, log, apperr.Wrap(apperr.Invalid, "Send the avatar as multipart/form-data", err))
			return
		}
		for {
			part, err := mr.NextPart()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				respondError(w, r, log, bodyError(err))
				return
			}
			switch part.FormName() {
			case "removeAvatar":
				v, _ := io.ReadAll(io.LimitReader(part, 16))
				if string(v) == "true" {
					updated, err := avatars.Remove(r.Context(), u)
					reply(w, r, log, err, http.StatusOK, userResponse{Success: true, Message: "Your avatar has been removed", User: updated})
					return
				}
			case "avatar":
				if err := limit(r.Context(), by{limits.Avatar, strconv.FormatInt(u.ID, 10)}); err != nil {
					respondError(w, r, log, err)
					return
				}
				data, err := io.ReadAll(io.LimitReader(part, account.MaxAvatarBytes+1))
				if err != nil {
					respondError(w, r, log, bodyError(err))
					return
				}
				updated, err := avatars.Set(r.Context(), u, data)
				reply(w, r, log, err, http.StatusOK, userResponse{Success: true,
					Message: "Your profile picture has been updated successfully", User: updated})
				return
			}
		}
		respondError(w, r, log, apperr.E(apperr.Invalid, "No avatar file or removeAvatar field was sent"))
	}
}

// bodyError maps a failed body read: over the limit is 413.
func bodyError(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return apperr.E(apperr.TooLarge, account.MsgAvatarSize)
	}
	return apperr.Wrap(apperr.Invalid, "The upload could not be read", err)
}

// BlobOpener reads stored files.
type BlobOpener interface {
	Open(ctx context.Context, key string) (io.ReadSeekCloser, error)
}

// media serves stored files such as avatars. Their names carry a content
// hash, so they never change and may be cached for a year.
func media(blobs BlobOpener, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.PathValue("folder") + "/" + r.PathValue("name")
		f, err := blobs.Open(r.Context(), key)
		if err != nil {
			if apperr.KindOf(err) == apperr.NotFound {
				http.NotFound(w, r)
				return
			}
			respondError(w, r, log, err)
			return
		}
		defer f.Close()
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		w.Header().Set("Content-Type", mime.TypeByExtension(path.Ext(key)))
		http.ServeContent(w, r, key, time.Time{}, f)
	})
}
