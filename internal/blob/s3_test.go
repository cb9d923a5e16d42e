package blob

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/texelforge/texelforge/internal/apperr"
)

// fakeS3 serves an in-memory S3 on a loopback port, with bucket created, and
// points the standard AWS_* variables at it.
func fakeS3(t *testing.T, bucket string) *s3mem.Backend {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket(bucket); err != nil {
		t.Fatal(err)
	}
	fake := gofakes3.New(backend).Server()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// An IP endpoint is always addressed path-style, so the test uses a
		// name; a request to bucket.localhost would mean UsePathStyle is off.
		if host, _, _ := net.SplitHostPort(r.Host); host != "localhost" {
			t.Errorf("request to %s%s, want path-style addressing on localhost", r.Host, r.URL.Path)
		}
		fake.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	endpoint := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)
	none := filepath.Join(t.TempDir(), "none")
	for k, v := range map[string]string{
		"AWS_ACCESS_KEY_ID":           "test",
		"AWS_SECRET_ACCESS_KEY":       "test-secret",
		"AWS_REGION":                  "us-east-1",
		"AWS_ENDPOINT_URL_S3":         endpoint,
		"AWS_CONFIG_FILE":             none, // keep the developer's ~/.aws out of the test
		"AWS_SHARED_CREDENTIALS_FILE": none,
		"AWS_PROFILE":                 "",
		"AWS_EC2_METADATA_DISABLED":   "true",
	} {
		t.Setenv(k, v)
	}
	return backend
}

func newS3(t *testing.T, blobURL string) *S3 {
	t.Helper()
	s, err := NewS3(context.Background(), blobURL)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestStores runs the same behaviour against every Store.
func TestStores(t *testing.T) {
	stores := map[string]func(t *testing.T) Store{
		"dir": func(t *testing.T) Store { return Dir{Root: t.TempDir()} },
		"s3": func(t *testing.T) Store {
			fakeS3(t, "texelforge")
			return newS3(t, "s3://texelforge/site")
		},
	}
	for name, open := range stores {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			s := open(t)

			if err := s.Put(ctx, "avatars/7-abc.png", []byte("png")); err != nil {
				t.Fatal(err)
			}
			if err := s.Put(ctx, "avatars/7-abc.png", []byte("png v2")); err != nil {
				t.Fatalf("overwrite: %v", err)
			}
			f, err := s.Open(ctx, "avatars/7-abc.png")
			if err != nil {
				t.Fatal(err)
			}
			// http.ServeContent seeks to the end for the size, then back.
			if n, err := f.Seek(0, io.SeekEnd); err != nil || n != 6 {
				t.Fatalf("seek end: %d, %v", n, err)
			}
			if _, err := f.Seek(0, io.SeekStart); err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(f)
			f.Close()
			if string(b) != "png v2" {
				t.Fatalf("read %q", b)
			}

			if err := s.Delete(ctx, "avatars/7-abc.png"); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Open(ctx, "avatars/7-abc.png"); apperr.KindOf(err) != apperr.NotFound {
				t.Fatalf("deleted blob opens: %v", err)
			}
			if _, err := s.Open(ctx, "logos/never.png"); apperr.KindOf(err) != apperr.NotFound {
				t.Fatalf("missing blob: %v", err)
			}
			if err := s.Delete(ctx, "logos/never.png"); err != nil {
				t.Fatalf("delete missing blob: %v", err)
			}

			for _, bad := range []string{"../etc/passwd", "avatars/../../x.png", "/abs/x.png", "avatars/x", "a/b/c.png"} {
				if _, err := s.Open(ctx, bad); apperr.KindOf(err) != apperr.NotFound {
					t.Errorf("open %q: %v", bad, err)
				}
				if err := s.Put(ctx, bad, []byte("x")); err == nil {
					t.Errorf("put %q succeeded", bad)
				}
				if err := s.Delete(ctx, bad); err != nil {
					t.Errorf("delete %q: %v", bad, err)
				}
			}
		})
	}
}

func TestS3KeepsObjectsUnderPrefix(t *testing.T) {
	ctx := context.Background()
	backend := fakeS3(t, "media")
	s := newS3(t, "s3://media/texelforge/prod/")
	if err := s.Put(ctx, "covers/9-f00.jpg", []byte("jpeg")); err != nil {
		t.Fatal(err)
	}
	obj, err := backend.GetObject("media", "texelforge/prod/covers/9-f00.jpg", nil)
	if err != nil {
		t.Fatalf("object not under the prefix: %v", err)
	}
	defer obj.Contents.Close()
	b, _ := io.ReadAll(obj.Contents)
	if !bytes.Equal(b, []byte("jpeg")) {
		t.Errorf("stored %q", b)
	}
	if ct := obj.Metadata["Content-Type"]; ct != "image/jpeg" {
		t.Errorf("Content-Type %q, want image/jpeg", ct)
	}

	// Without a prefix, keys sit at the bucket's root.
	root := newS3(t, "s3://media")
	if err := root.Put(ctx, "logos/1-a.png", []byte("png")); err != nil {
		t.Fatal(err)
	}
	if _, err := backend.HeadObject("media", "logos/1-a.png"); err != nil {
		t.Errorf("object not at the root: %v", err)
	}
}

func TestS3MissingBucketIsAnError(t *testing.T) {
	fakeS3(t, "media")
	s := newS3(t, "s3://no-such-bucket")
	_, err := s.Open(context.Background(), "avatars/1-a.png")
	if err == nil || apperr.KindOf(err) == apperr.NotFound {
		t.Fatalf("open in a missing bucket: %v, want an error that is not NotFound", err)
	}
}

func TestOpenChoosesStore(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	if d, ok := s.(Dir); !ok || d.Root != dir {
		t.Fatalf("Open(\"\") = %#v, want Dir{%q}", s, dir)
	}

	fakeS3(t, "media")
	s, err = Open(ctx, "s3://media/p", dir)
	if err != nil {
		t.Fatal(err)
	}
	if s3, ok := s.(*S3); !ok || s3.Bucket != "media" || s3.Prefix != "p" {
		t.Fatalf("Open(s3://media/p) = %#v", s)
	}

	for _, bad := range []string{"http://media/p", "s3:///p", "media"} {
		if _, err := Open(ctx, bad, dir); err == nil {
			t.Errorf("Open(%q) succeeded", bad)
		}
	}
}

func TestNewS3NeedsRegion(t *testing.T) {
	fakeS3(t, "media")
	t.Setenv("AWS_REGION", "")
	t.Setenv("AWS_DEFAULT_REGION", "")
	if _, err := NewS3(context.Background(), "s3://media"); err == nil {
		t.Fatal("NewS3 without a region succeeded")
	}
}

// An object store that stops answering costs a request S3Timeout, then the
// request is told the store is unavailable.
func TestS3ThatDoesNotAnswerIsUnavailable(t *testing.T) {
	fakeS3(t, "texelforge")
	stop := make(chan struct{})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	}))
	t.Cleanup(func() {
		close(stop)
		hang.CloseClientConnections()
		hang.Close()
	})
	t.Setenv("AWS_ENDPOINT_URL_S3", strings.Replace(hang.URL, "127.0.0.1", "localhost", 1))
	s := newS3(t, "s3://texelforge/site")
	s.Timeout = 300 * time.Millisecond
	start := time.Now()
	_, err := s.Open(context.Background(), "avatars/7-abc.png")
	if apperr.KindOf(err) != apperr.Unavailable {
		t.Fatalf("open from a store that hangs: %v, want unavailable", err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("open took %v, want about the timeout", took)
	}
	if err := s.Put(context.Background(), "avatars/7-abc.png", []byte("png")); apperr.KindOf(err) != apperr.Unavailable {
		t.Fatalf("put to a store that hangs: %v, want unavailable", err)
	}
}
