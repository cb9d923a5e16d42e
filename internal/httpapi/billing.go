package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

type planResponse struct {
	Success bool         `json:"success"`
	Message string       `json:"message"`
	Plan    billing.Plan `json:"plan"`
}

func planID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.E(apperr.NotFound, billing.PlanNotFoundMessage)
	}
	return id, nil
}

// subscriptionPlans answers GET /api/subscription-plans: the plans in
// display order.
func subscriptionPlans(plans *billing.Service, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { answerPlans(w, r, plans, "", log) })
}

// adminPlans answers GET /api/admin/subscription-plans: the same, with the
// message "OK".
func adminPlans(plans *billing.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) { answerPlans(w, r, plans, "OK", log) }
}

func answerPlans(w http.ResponseWriter, r *http.Request, plans *billing.Service, message string, log *slog.Logger) {
	type response struct {
		Success bool           `json:"success"`
		Message string         `json:"message,omitempty"`
		Plans   []billing.Plan `json:"plans"`
	}
	list, err := plans.Plans(r.Context())
	if err != nil {
		respondError(w, r, log, err)
		return
	}
	if list == nil {
		list = []billing.Plan{}
	}
	w.Header().Set("Cache-Control", "no-cache")
	respond(w, http.StatusOK, response{Success: true, Message: message, Plans: list})
}

// createPlan answers POST /api/admin/subscription-plans with 201 and the plan.
func createPlan(plans *billing.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		in, err := decode[billing.PlanInput](r)
		var p billing.Plan
		if err == nil {
			p, err = plans.CreatePlan(r.Context(), in)
		}
		reply(w, r, log, err, http.StatusCreated, planResponse{Success: true, Message: "Subscription plan created", Plan: p})
	}
}

// updatePlan answers PUT /api/admin/subscription-plans/{id}.
func updatePlan(plans *billing.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := planID(r)
		var in billing.PlanInput
		if err == nil {
			in, err = decode[billing.PlanInput](r)
		}
		var p billing.Plan
		if err == nil {
			p, err = plans.UpdatePlan(r.Context(), id, in)
		}
		reply(w, r, log, err, http.StatusOK, planResponse{Success: true, Message: "Subscription plan updated", Plan: p})
	}
}

// reorderPlan answers PUT /api/admin/subscription-plans/{id}/reorder {displayOrder}.
func reorderPlan(plans *billing.Service, log *slog.Logger) userHandler {
	type request struct {
		DisplayOrder json.Number `json:"displayOrder"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := planID(r)
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		var p billing.Plan
		if err == nil {
			p, err = plans.ReorderPlan(r.Context(), id, in.DisplayOrder)
		}
		reply(w, r, log, err, http.StatusOK, planResponse{Success: true, Message: "Subscription plan reordered", Plan: p})
	}
}

// deletePlan answers DELETE /api/admin/subscription-plans/{id}; 409 while
// users are on the plan, and for the free plan.
func deletePlan(plans *billing.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := planID(r)
		if err == nil {
			err = plans.DeletePlan(r.Context(), id)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: "Subscription plan deleted"})
	}
}
