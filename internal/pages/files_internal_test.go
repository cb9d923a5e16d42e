package pages

import "testing"

func TestAccepts(t *testing.T) {
	for _, tc := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip;q=1.0, br;q=0", "br", false},
		{"GZIP", "gzip", true},
		{"identity", "gzip", false},
		{"", "br", false},
	} {
		if got := accepts(tc.header, tc.coding); got != tc.want {
			t.Errorf("accepts(%q, %q) = %v", tc.header, tc.coding, got)
		}
	}
}
