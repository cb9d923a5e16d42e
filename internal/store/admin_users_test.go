package store_test

import (
	"fmt"
	"testing"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// A search pages the same whether its matches lie among the first users in
// the sort's order (PostgreSQL's probe finds them) or past them (the trigram
// indexes do).
func TestSearchUsersFindsMatchesPastTheProbe(t *testing.T) {
	defer store.SetSearchProbeRows(3)()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for i := range 12 {
			name := fmt.Sprintf("miner%02d", i)
			if i < 4 {
				name = fmt.Sprintf("oldtimer%02d", i) // the oldest, and first by name
			}
			if _, err := db.InsertUser(ctx, account.NewUser{Username: name, Email: name + "@example.com", PasswordHash: "h"}); err != nil {
				t.Fatal(err)
			}
		}
		for _, tc := range []struct {
			sort   account.UserSort
			search string
			want   []string // pages of 2
		}{
			{account.SortNewest, "oldtimer", []string{"oldtimer03", "oldtimer02", "oldtimer01", "oldtimer00"}},
			{account.SortOldest, "MINER1", []string{"miner10", "miner11"}},
			{account.SortName, "iner", []string{"miner04", "miner05", "miner06", "miner07", "miner08", "miner09", "miner10", "miner11"}},
			{account.SortName, "r0", []string{"miner04", "miner05", "miner06", "miner07", "miner08", "miner09", "oldtimer00", "oldtimer01", "oldtimer02", "oldtimer03"}},
			{account.SortNewest, "nobody", nil},
		} {
			var got []string
			after := ""
			for {
				page, err := db.SearchUsers(ctx, account.UserQuery{Search: tc.search, Sort: tc.sort, After: after, Limit: 2})
				if err != nil {
					t.Fatal(err)
				}
				for _, u := range page {
					got = append(got, u.Username)
				}
				if len(page) < 2 {
					break
				}
				last := page[len(page)-1]
				after = fmt.Sprint(last.ID)
				if tc.sort == account.SortName {
					after = last.Username
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("%s %q: got %v, want %v", tc.sort, tc.search, got, tc.want)
			}
		}
	})
}
