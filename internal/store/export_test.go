package store

// SetSearchProbeRows shrinks the PostgreSQL user search's probe for a test.
func SetSearchProbeRows(n int) (restore func()) {
	was := searchProbeRows
	searchProbeRows = n
	return func() { searchProbeRows = was }
}
