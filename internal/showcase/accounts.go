package showcase

import "context"

// AccountDeleted drops the cached listings, which may show the textures the
// account shared or counts that held its votes (account.Service.Deleted).
func (s *Service) AccountDeleted(context.Context, int64) { s.Cache.changed() }
