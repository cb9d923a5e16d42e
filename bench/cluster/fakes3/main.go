// Command fakes3 serves an in-memory S3 API (gofakes3) on a loopback port for
// the cluster bench, with its bucket already made. Besides the S3 API it
// answers GET /_keys with every object key of the bucket, one a line, so the
// bench can check that no blob the database names was lost.
//
//	go run ./bench/cluster/fakes3 -addr 127.0.0.1:9000 -bucket texelforge
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:9000", "listen address (keep it on loopback)")
	bucket := flag.String("bucket", "texelforge", "bucket to create at start")
	flag.Parse()

	backend := s3mem.New()
	if err := backend.CreateBucket(*bucket); err != nil {
		log.Fatalf("create bucket %s: %v", *bucket, err)
	}
	s3 := gofakes3.New(backend).Server()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /_keys", func(w http.ResponseWriter, _ *http.Request) {
		list, err := backend.ListBucket(*bucket, &gofakes3.Prefix{}, gofakes3.ListBucketPage{})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		for _, c := range list.Contents {
			fmt.Fprintln(w, c.Key)
		}
	})
	mux.Handle("/", s3)
	log.Printf("fakes3: bucket %q on http://%s", *bucket, *addr)
	log.Fatal(http.ListenAndServe(*addr, mux))
}
