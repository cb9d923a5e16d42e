package account

import (
	"context"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Messages of account deletion.
const (
	MsgAccountDeleted         = "Your account has been deleted."
	MsgDeleteWrongPassword    = "The password is incorrect. Your account was not deleted."
	MsgSignInAgainToDelete    = "For your security, sign in with Google again, then delete your account within 10 minutes."
	MsgDeletePasswordRequired = "Type your password to delete your account."
)

// DeleteAccount removes the account for good, with its sessions, saved
// textures, generations, credits and their ledger, Google links, avatar,
// newsletter sign-up, the textures it shared in the showcase and the votes
// it cast (the counts they were part of go down). The owner confirms with
// the password or, for an account without one, with a sign-in within
// FreshSignIn of the request (sessionToken's session).
func (s *Service) DeleteAccount(ctx context.Context, u User, password, sessionToken string) error {
	if u.HasPassword && password == "" {
		return apperr.E(apperr.Invalid, MsgDeletePasswordRequired)
	}
	if err := s.confirmOwner(ctx, u.ID, password, sessionToken, MsgDeleteWrongPassword, MsgSignInAgainToDelete); err != nil {
		return err
	}
	return s.remove(ctx, u)
}

// remove deletes the account and what is its own, telling Deleting first
// and Deleted after.
func (s *Service) remove(ctx context.Context, u User) error {
	if s.Deleting != nil {
		if err := s.Deleting(ctx, u.ID); err != nil {
			return err
		}
	}
	if err := s.Store.DeleteUser(ctx, u.ID); err != nil {
		return err
	}
	s.logger().InfoContext(ctx, "account deleted", "user_id", u.ID)
	if key := blobKey(u.AvatarURL); key != "" && s.Files != nil {
		if err := s.Files.Delete(ctx, key); err != nil {
			s.logger().WarnContext(ctx, "remove a deleted account's avatar", "user_id", u.ID, "err", err)
		}
	}
	if s.Deleted != nil {
		s.Deleted(ctx, u.ID)
	}
	return nil
}
