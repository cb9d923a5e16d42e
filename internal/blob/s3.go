package blob

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Open returns the Store that blobURL names: an S3 bucket for
// s3://bucket[/prefix], or Dir{Root: dir} when blobURL is empty.
func Open(ctx context.Context, blobURL, dir string) (Store, error) {
	if blobURL == "" {
		return Dir{Root: dir}, nil
	}
	return NewS3(ctx, blobURL)
}

// S3Timeout bounds each call to the object store: a store that stops
// answering costs a request this long, then a 503, not the whole outage.
const S3Timeout = 5 * time.Second

// S3 stores blobs as objects in Bucket, each under Prefix + "/" + key.
type S3 struct {
	Client  *s3.Client
	Bucket  string
	Prefix  string        // no leading or trailing slash; empty for the bucket's root
	Timeout time.Duration // of each call; 0 means S3Timeout
}

// call bounds ctx by the timeout of one call.
func (s *S3) call(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, cmp.Or(s.Timeout, S3Timeout))
}

// failed wraps err from the store, as unavailable when it did not answer in time.
func failed(op string, err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return apperr.Wrap(apperr.Unavailable, apperr.UnavailableMessage, fmt.Errorf("%s: %w", op, err))
	}
	return fmt.Errorf("%s: %w", op, err)
}

// NewS3 connects to the bucket in blobURL (s3://bucket or
// s3://bucket/prefix) with the standard AWS configuration: AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY, AWS_REGION, and AWS_ENDPOINT_URL_S3 for an
// S3-compatible service other than AWS.
func NewS3(ctx context.Context, blobURL string) (*S3, error) {
	u, err := url.Parse(blobURL)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return nil, fmt.Errorf("s3 blobs: %q is not s3://bucket or s3://bucket/prefix", blobURL)
	}
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return nil, fmt.Errorf("s3 blobs: %w", err)
	}
	if cfg.Region == "" {
		return nil, errors.New("s3 blobs: AWS_REGION is not set (us-east-1 suits most S3-compatible services)")
	}
	client := s3.NewFromConfig(cfg, func(o *s3.Options) {
		// The SDK has already read AWS_ENDPOINT_URL(_S3) into BaseEndpoint.
		// Services other than AWS (MinIO, Ceph, R2...) seldom resolve
		// bucket.host names, so address them as host/bucket instead.
		o.UsePathStyle = o.BaseEndpoint != nil
	})
	return &S3{Client: client, Bucket: u.Host, Prefix: strings.Trim(u.Path, "/")}, nil
}

func (s *S3) objectKey(key string) *string {
	return aws.String(path.Join(s.Prefix, key))
}

// Put stores data under key, with a Content-Type from the key's extension.
func (s *S3) Put(ctx context.Context, key string, data []byte) error {
	if !validKey.MatchString(key) {
		return fmt.Errorf("put blob %q: bad key", key)
	}
	in := &s3.PutObjectInput{Bucket: &s.Bucket, Key: s.objectKey(key), Body: bytes.NewReader(data)}
	if t := mime.TypeByExtension(path.Ext(key)); t != "" {
		in.ContentType = &t
	}
	ctx, cancel := s.call(ctx)
	defer cancel()
	if _, err := s.Client.PutObject(ctx, in); err != nil {
		return failed("put blob", err)
	}
	return nil
}

// Open reads the whole blob under key into memory (blobs are small images),
// or returns apperr.NotFound.
func (s *S3) Open(ctx context.Context, key string) (io.ReadSeekCloser, error) {
	if !validKey.MatchString(key) {
		return nil, apperr.E(apperr.NotFound, "Not found")
	}
	ctx, cancel := s.call(ctx)
	defer cancel()
	out, err := s.Client.GetObject(ctx, &s3.GetObjectInput{Bucket: &s.Bucket, Key: s.objectKey(key)})
	if isMissing(err) {
		return nil, apperr.E(apperr.NotFound, "Not found")
	}
	if err != nil {
		return nil, failed("open blob", err)
	}
	defer out.Body.Close()
	data, err := io.ReadAll(out.Body)
	if err != nil {
		return nil, failed("open blob", err)
	}
	return memFile{bytes.NewReader(data)}, nil
}

// Delete removes the blob under key; a missing blob is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if !validKey.MatchString(key) {
		return nil
	}
	ctx, cancel := s.call(ctx)
	defer cancel()
	_, err := s.Client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &s.Bucket, Key: s.objectKey(key)})
	if err != nil && !isMissing(err) {
		return failed("delete blob", err)
	}
	return nil
}

// isMissing reports whether err says the object does not exist. A missing
// bucket is a configuration error, not a missing blob, so it stays an error.
func isMissing(err error) bool {
	var noKey *types.NoSuchKey
	if errors.As(err, &noKey) {
		return true
	}
	var status interface{ HTTPStatusCode() int }
	var api smithy.APIError
	return errors.As(err, &status) && status.HTTPStatusCode() == 404 &&
		!(errors.As(err, &api) && api.ErrorCode() == "NoSuchBucket")
}

// memFile is a blob read into memory; closing it frees nothing.
type memFile struct{ *bytes.Reader }

func (memFile) Close() error { return nil }
