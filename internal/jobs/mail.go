package jobs

import (
	"context"
	"errors"
	"log/slog"

	"github.com/riverqueue/river"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// DeliverMailMaxAttempts is how many times a message is tried before it is
// marked failed; River's backoff (attempt⁴ seconds) spreads them over about
// six minutes.
const DeliverMailMaxAttempts = 5

// DeliverMailArgs sends one stored message of the outbox over SMTP.
type DeliverMailArgs struct {
	MailID int64 `json:"mail_id"`
}

// Kind implements river.JobArgs.
func (DeliverMailArgs) Kind() string { return "mail.deliver" }

// InsertOpts implements river.JobArgsWithInsertOpts.
func (DeliverMailArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: DeliverMailMaxAttempts}
}

// EnqueueMailDelivery implements mail.DeliveryQueue.
func (q *Queue) EnqueueMailDelivery(ctx context.Context, mailID int64) error {
	_, err := q.Enqueue(ctx, DeliverMailArgs{MailID: mailID})
	return err
}

type deliverMailWorker struct {
	river.WorkerDefaults[DeliverMailArgs]
	mail   *mail.Service
	logger *slog.Logger
}

func (w *deliverMailWorker) Work(ctx context.Context, job *river.Job[DeliverMailArgs]) error {
	if w.mail == nil {
		return errors.New("mail.deliver: the queue was built without a mail service")
	}
	err := w.mail.Deliver(ctx, job.Args.MailID, job.Attempt >= job.MaxAttempts)
	if apperr.KindOf(err) == apperr.NotFound {
		return river.JobCancel(err) // the message is gone; retrying cannot help
	}
	if err != nil {
		return err
	}
	w.logger.InfoContext(ctx, "email delivered", "job_id", job.ID, "mail_id", job.Args.MailID, "attempt", job.Attempt)
	return nil
}
