package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

type plansResponse struct {
	Success bool           `json:"success"`
	Message string         `json:"message,omitempty"`
	Plans   []billing.Plan `json:"plans"`
}

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

// subscriptionPlans answers GET /api/subscription-plans (anyone) and, with
// message "OK", GET /api/admin/subscription-plans: the plans in display order.
func subscriptionPlans(d Deps, message string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		plans, err := d.Billing.Plans(r.Context())
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if plans == nil {
			plans = []billing.Plan{}
		}
		w.Header().Set("Cache-Control", "no-cache")
		respond(w, http.StatusOK, plansResponse{Success: true, Message: message, Plans: plans})
	})
}

// createPlan answers POST /api/admin/subscription-plans with 201 and the plan.
func createPlan(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[billing.PlanInput](r)
		var p billing.Plan
		if err == nil {
			p, err = d.Billing.CreatePlan(r.Context(), in)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusCreated, planResponse{Success: true, Message: "Subscription plan created", Plan: p})
	})
}

// updatePlan answers PUT /api/admin/subscription-plans/{id}.
func updatePlan(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := planID(r)
		var in billing.PlanInput
		if err == nil {
			in, err = decode[billing.PlanInput](r)
		}
		var p billing.Plan
		if err == nil {
			p, err = d.Billing.UpdatePlan(r.Context(), id, in)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, planResponse{Success: true, Message: "Subscription plan updated", Plan: p})
	})
}

// reorderPlan answers PUT /api/admin/subscription-plans/{id}/reorder {displayOrder}.
func reorderPlan(d Deps) http.Handler {
	type request struct {
		DisplayOrder json.Number `json:"displayOrder"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := planID(r)
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		var p billing.Plan
		if err == nil {
			p, err = d.Billing.ReorderPlan(r.Context(), id, in.DisplayOrder)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, planResponse{Success: true, Message: "Subscription plan reordered", Plan: p})
	})
}

// deletePlan answers DELETE /api/admin/subscription-plans/{id}; 409 while
// users are on the plan, and for the free plan.
func deletePlan(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := planID(r)
		if err == nil {
			err = d.Billing.DeletePlan(r.Context(), id)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: "Subscription plan deleted"})
	})
}
