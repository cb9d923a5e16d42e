package billing

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Limits of a credit package an admin edits.
const (
	MaxPackageName    = 60
	MaxPackageCredits = 100000
	MinPackagePrice   = 50        // cents: the least a card payment may be
	MaxPackagePrice   = 1_000_000 // cents
	defaultOrder      = 99        // the spec's display order when none is given
)

// PackageInput is what an admin sends for a package; nil fields keep their
// value (or take the default on a new package).
type PackageInput struct {
	Name         string `json:"name"`
	Credits      int64  `json:"credits"`
	PriceUSD     int64  `json:"priceUsd"`
	DisplayOrder *int64 `json:"displayOrder"`
	Active       *bool  `json:"active"`
}

// CreatePackage adds a package.
func (s *Service) CreatePackage(ctx context.Context, in PackageInput) (Package, error) {
	p := Package{DisplayOrder: defaultOrder, Active: true}
	if err := in.applyTo(&p); err != nil {
		return Package{}, err
	}
	return s.Store.InsertPackage(ctx, p)
}

// UpdatePackage changes a package. A changed price applies to new checkouts.
func (s *Service) UpdatePackage(ctx context.Context, id int64, in PackageInput) (Package, error) {
	p, err := s.packageByID(ctx, id)
	if err != nil {
		return Package{}, err
	}
	if err := in.applyTo(&p); err != nil {
		return Package{}, err
	}
	return s.Store.UpdatePackage(ctx, p)
}

// ReorderPackage moves a package in the display order.
func (s *Service) ReorderPackage(ctx context.Context, id, order int64) (Package, error) {
	p, err := s.packageByID(ctx, id)
	if err != nil {
		return Package{}, err
	}
	if order < 0 || order > MaxDisplayOrder {
		return Package{}, apperr.E(apperr.Invalid, fmt.Sprintf("The display order is 0 to %d", MaxDisplayOrder))
	}
	p.DisplayOrder = order
	return s.Store.UpdatePackage(ctx, p)
}

// DeletePackage deletes a package, or archives it if it was ever bought.
func (s *Service) DeletePackage(ctx context.Context, id int64) (archived bool, err error) {
	return s.Store.DeletePackage(ctx, id)
}

func (s *Service) packageByID(ctx context.Context, id int64) (Package, error) {
	all, err := s.Store.ListPackages(ctx)
	if err != nil {
		return Package{}, err
	}
	for _, p := range all {
		if p.ID == id && !p.Archived {
			return p, nil
		}
	}
	return Package{}, apperr.E(apperr.NotFound, PackageNotFoundMessage)
}

// applyTo checks the input and copies it onto p.
func (in PackageInput) applyTo(p *Package) error {
	name := strings.TrimSpace(in.Name)
	switch {
	case name == "" || utf8.RuneCountInString(name) > MaxPackageName:
		return apperr.E(apperr.Invalid, fmt.Sprintf("A package name is 1 to %d characters", MaxPackageName))
	case in.Credits < 1 || in.Credits > MaxPackageCredits:
		return apperr.E(apperr.Invalid, fmt.Sprintf("A package has 1 to %s credits", Thousands(MaxPackageCredits)))
	case in.PriceUSD < MinPackagePrice || in.PriceUSD > MaxPackagePrice:
		return apperr.E(apperr.Invalid, "A package costs $0.50 to $10,000.00 (priceUsd in cents)")
	case in.DisplayOrder != nil && (*in.DisplayOrder < 0 || *in.DisplayOrder > MaxDisplayOrder):
		return apperr.E(apperr.Invalid, fmt.Sprintf("The display order is 0 to %d", MaxDisplayOrder))
	}
	p.Name, p.Credits, p.PriceUSD = name, in.Credits, in.PriceUSD
	if in.DisplayOrder != nil {
		p.DisplayOrder = *in.DisplayOrder
	}
	if in.Active != nil {
		p.Active = *in.Active
	}
	return nil
}
