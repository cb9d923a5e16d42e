package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

// The admin calls on credit packages (product.md §7, docs/payments-api.md).

type packageResponse struct {
	Success bool            `json:"success"`
	Message string          `json:"message"`
	Package billing.Package `json:"package"`
}

func packageID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.E(apperr.NotFound, billing.PackageNotFoundMessage)
	}
	return id, nil
}

// adminPackages answers GET /api/admin/credit-packages: every package,
// archived ones too, in display order.
func adminPackages(plans *billing.Service, log *slog.Logger) userHandler {
	type response struct {
		Success  bool              `json:"success"`
		Message  string            `json:"message"`
		Packages []billing.Package `json:"packages"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		all, err := plans.Packages(r.Context())
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: "OK", Packages: all})
	}
}

// createPackage answers POST /api/admin/credit-packages with 201.
func createPackage(plans *billing.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		in, err := decode[billing.PackageInput](r)
		var p billing.Package
		if err == nil {
			p, err = plans.CreatePackage(r.Context(), in)
		}
		reply(w, r, log, err, http.StatusCreated, packageResponse{Success: true, Message: "Credit package created",
			Package: p})
	}
}

// updatePackage answers PUT /api/admin/credit-packages/{id}.
func updatePackage(plans *billing.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := packageID(r)
		var in billing.PackageInput
		if err == nil {
			in, err = decode[billing.PackageInput](r)
		}
		var p billing.Package
		if err == nil {
			p, err = plans.UpdatePackage(r.Context(), id, in)
		}
		reply(w, r, log, err, http.StatusOK, packageResponse{Success: true, Message: "Credit package updated",
			Package: p})
	}
}

// reorderPackage answers PUT /api/admin/credit-packages/{id}/reorder {displayOrder}.
func reorderPackage(plans *billing.Service, log *slog.Logger) userHandler {
	type request struct {
		DisplayOrder int64 `json:"displayOrder"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := packageID(r)
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		var p billing.Package
		if err == nil {
			p, err = plans.ReorderPackage(r.Context(), id, in.DisplayOrder)
		}
		reply(w, r, log, err, http.StatusOK, packageResponse{Success: true, Message: "Credit package reordered",
			Package: p})
	}
}

// deletePackage answers DELETE /api/admin/credit-packages/{id}: a package
// ever checked out is archived instead.
func deletePackage(plans *billing.Service, log *slog.Logger) userHandler {
	type response struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := packageID(r)
		var archived bool
		if err == nil {
			archived, err = plans.DeletePackage(r.Context(), id)
		}
		out := response{Success: true, Message: "Credit package deleted"}
		if archived {
			out.Message = "Credit package archived"
		}
		reply(w, r, log, err, http.StatusOK, out)
	}
}
