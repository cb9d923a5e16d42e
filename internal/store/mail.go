package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

const mailColumns = `id, to_address, subject, text_body, html_body, headers, purpose, transport, status, attempts,
	last_error, created_at, sent_at`

func scanMail(row interface{ Scan(...any) error }) (mail.Mail, error) {
	var m mail.Mail
	var sentAt sql.NullTime
	var headers string
	err := row.Scan(&m.ID, &m.To, &m.Subject, &m.Text, &m.HTML, &headers, &m.Purpose, &m.Transport, &m.Status, &m.Attempts,
		&m.LastError, &m.CreatedAt, &sentAt)
	if err != nil {
		return m, err
	}
	m.CreatedAt = m.CreatedAt.UTC()
	if sentAt.Valid {
		t := sentAt.Time.UTC()
		m.SentAt = &t
	}
	if err := json.Unmarshal([]byte(headers), &m.Headers); err != nil {
		return m, fmt.Errorf("mail %d headers: %w", m.ID, err)
	}
	if len(m.Headers) == 0 {
		m.Headers = nil // as sent: most messages have none
	}
	return m, nil
}

func headersJSON(h map[string]string) (string, error) {
	if h == nil {
		h = map[string]string{}
	}
	b, err := json.Marshal(h)
	if err != nil {
		return "", fmt.Errorf("mail headers: %w", err)
	}
	return string(b), nil
}

var errMailNotFound = apperr.E(apperr.NotFound, "Email not found")

// InsertMail implements mail.Store.
func (db *DB) InsertMail(ctx context.Context, m mail.Mail) (mail.Mail, error) {
	var sentAt *time.Time
	if m.SentAt != nil {
		t := m.SentAt.UTC()
		sentAt = &t
	}
	headers, err := headersJSON(m.Headers)
	if err != nil {
		return mail.Mail{}, err
	}
	out, err := scanMail(db.SQL.QueryRowContext(ctx, `INSERT INTO mail_outbox
		(to_address, subject, text_body, html_body, headers, purpose, transport, status, attempts, last_error, created_at, sent_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING `+mailColumns,
		m.To, m.Subject, m.Text, m.HTML, headers, string(m.Purpose), m.Transport, m.Status, m.Attempts, m.LastError,
		m.CreatedAt.UTC(), sentAt))
	return out, wrap("insert mail", err)
}

// RedactMail implements mail.Store.
func (db *DB) RedactMail(ctx context.Context, m mail.Mail) error {
	headers, err := headersJSON(m.Headers)
	if err != nil {
		return err
	}
	return db.updateMail(ctx, "redact mail", `UPDATE mail_outbox SET text_body = $2, html_body = $3, headers = $4
		WHERE id = $1`, m.ID, m.Text, m.HTML, headers)
}

// MailByID implements mail.Store.
func (db *DB) MailByID(ctx context.Context, id int64) (mail.Mail, error) {
	m, err := scanMail(db.SQL.QueryRowContext(ctx, `SELECT `+mailColumns+` FROM mail_outbox WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return m, errMailNotFound
	}
	return m, wrap("mail by id", err)
}

// MarkMailSent implements mail.Store.
func (db *DB) MarkMailSent(ctx context.Context, id int64, at time.Time) error {
	return db.updateMail(ctx, "mark mail sent",
		`UPDATE mail_outbox SET status = 'sent', sent_at = $2, attempts = attempts + 1 WHERE id = $1`, id, at.UTC())
}

// MarkMailAttemptFailed implements mail.Store.
func (db *DB) MarkMailAttemptFailed(ctx context.Context, id int64, lastError string) error {
	return db.updateMail(ctx, "mark mail attempt failed",
		`UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, id, lastError)
}

// MarkMailFailed implements mail.Store.
func (db *DB) MarkMailFailed(ctx context.Context, id int64, lastError string) error {
	return db.updateMail(ctx, "mark mail failed",
		`UPDATE mail_outbox SET status = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1`, id, lastError)
}

// updateMail runs an UPDATE of one message, or returns apperr.NotFound.
func (db *DB) updateMail(ctx context.Context, op, query string, args ...any) error {
	res, err := db.SQL.ExecContext(ctx, query, args...)
	if err != nil {
		return wrap(op, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return wrap(op, err)
	}
	if n == 0 {
		return errMailNotFound
	}
	return nil
}

// ListMail implements mail.Store: newest first (ids grow with time).
func (db *DB) ListMail(ctx context.Context, q mail.Query) ([]mail.Mail, error) {
	var where []string
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	if q.Search != "" {
		like := arg("%" + escapeLike(strings.ToLower(q.Search)) + "%")
		where = append(where, "(lower(to_address) LIKE "+like+" ESCAPE '\\' OR lower(subject) LIKE "+like+" ESCAPE '\\')")
	}
	if q.Status != "" {
		where = append(where, "status = "+arg(string(q.Status)))
	}
	if q.Before > 0 {
		where = append(where, "id < "+arg(q.Before))
	}
	rows, err := db.SQL.QueryContext(ctx, `SELECT `+mailColumns+` FROM mail_outbox`+whereClause(where)+
		` ORDER BY id DESC LIMIT `+arg(q.Limit), args...)
	if err != nil {
		return nil, wrap("list mail", err)
	}
	defer rows.Close()
	out := []mail.Mail{}
	for rows.Next() {
		m, err := scanMail(rows)
		if err != nil {
			return nil, wrap("list mail", err)
		}
		out = append(out, m)
	}
	return out, wrap("list mail", rows.Err())
}
