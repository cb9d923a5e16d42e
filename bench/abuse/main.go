// Command abuse measures what abusive traffic costs the server in memory
// (issue 16, resource exhaustion). It starts the built binary on a fresh
// SQLite database in a temporary folder, creates CLIENTS users, shares a 64x64
// texture, then has CLIENTS concurrent clients, for DURATION, upload avatar
// decompression bombs (a 310 KB 16-bit PNG of 40 megapixels, a 40-megapixel
// GIF, a WebP header claiming 36 megapixels; and a valid 6-megapixel PNG,
// which the server does decode) and request the texture enlarged
// 32x, 16x and 8x from /api/showcase/image. Meanwhile it samples the server's
// VmRSS and VmHWM from /proc every 20 ms, and it prints the peak resident
// memory (goal: under 300 MB) and each kind of request's outcomes. Above
// -ceiling it kills the server, so that a binary without the limits (an old
// build) cannot take the machine's memory; the run then reports the ceiling.
//
//	go run ./bench/abuse -bin bin/texelforge -clients 20 -duration 40s
//
// bench/abuse/run.sh runs it; not part of CI. Load goes only to 127.0.0.1.
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"slices"
	"sync"
	"time"
)

const password = "Bench-Anvil-42"

func main() {
	bin := flag.String("bin", "bin/texelforge", "the server binary")
	clients := flag.Int("clients", 20, "concurrent clients, each its own signed-in user")
	duration := flag.Duration("duration", 40*time.Second, "how long the clients send")
	ceiling := flag.Int64("ceiling", 4096, "MB of resident memory at which the server is killed")
	flag.Parse()

	bombs, err := bombs()
	if err != nil {
		log.Fatal(err)
	}
	srv, err := startServer(*bin, *clients, password)
	if err != nil {
		log.Fatal(err)
	}
	defer srv.stop()
	users := make([]*http.Client, *clients)
	for i := range users {
		if users[i], err = login(srv.url, fmt.Sprintf("abuse%d@example.com", i)); err != nil {
			log.Fatal(err)
		}
	}
	image, err := shareTexture(users[0], srv.url)
	if err != nil {
		log.Fatal(err)
	}
	idleRSS, _, _ := readStatus(srv.cmd.Process.Pid)

	var mem memory
	stopSampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		mem.sample(srv.cmd.Process.Pid, 20*time.Millisecond, *ceiling<<10, stopSampling)
		close(sampled)
	}()
	out := outcomes{}
	deadline := time.Now().Add(*duration)
	var wg sync.WaitGroup
	for i, c := range users {
		wg.Go(func() {
			for n := i; time.Now().Before(deadline); n++ {
				if n%4 == 0 { // one bomb, then three enlargements
					b := bombs[(n/4)%len(bombs)]
					out.add("avatar "+b.name, uploadAvatar(c, srv.url, b.data))
					continue
				}
				scale := []int{32, 16, 8}[n%3]
				out.add(fmt.Sprintf("image %dx", scale), get(c, fmt.Sprintf("%s%s&scale=%d", srv.url, image, scale)))
			}
		})
	}
	wg.Wait()
	close(stopSampling)
	<-sampled
	peak, hwm, killed := mem.read()

	fmt.Printf("== %s: %d clients for %v\n", *bin, *clients, *duration)
	fmt.Printf("resident memory: idle %d MB, peak sampled %d MB, peak (VmHWM) %d MB", idleRSS>>10, peak>>10, hwm>>10)
	if killed > 0 {
		fmt.Printf(", killed at the %d MB ceiling after %v", *ceiling, killed.Round(100*time.Millisecond))
	}
	fmt.Println()
	out.print()
}

func login(base, email string) (*http.Client, error) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: time.Minute}
	resp, err := post(c, base, "/api/login", "application/json",
		fmt.Sprintf(`{"email":%q,"password":%q}`, email, password))
	if err != nil {
		return nil, err
	}
	if resp.status != 200 {
		return nil, fmt.Errorf("log in %s: %d %s", email, resp.status, resp.body)
	}
	return c, nil
}

// shareTexture saves a 64x64 texture and shares it; it returns the image URL.
func shareTexture(c *http.Client, base string) (string, error) {
	pixels, err := noiseTexture()
	if err != nil {
		return "", err
	}
	saved, err := post(c, base, "/api/textures", "application/json", fmt.Sprintf(
		`{"title":"Noise","prompt":"noise","kind":"block","size":64,"png":%q}`, base64.StdEncoding.EncodeToString(pixels)))
	if err != nil || saved.status != 201 {
		return "", fmt.Errorf("save: %v %+v", err, saved)
	}
	var t struct{ Texture struct{ ID int64 } }
	_ = json.Unmarshal(saved.body, &t)
	shared, err := post(c, base, "/api/showcase", "application/json",
		fmt.Sprintf(`{"textureId":%d,"title":"Noise","licenseType":"free"}`, t.Texture.ID))
	if err != nil || shared.status != 201 {
		return "", fmt.Errorf("share: %v %+v", err, shared)
	}
	var s struct{ Data struct{ ImageURL string } }
	err = json.Unmarshal(shared.body, &s)
	return s.Data.ImageURL, err
}

func uploadAvatar(c *http.Client, base string, data []byte) result {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, _ := mw.CreateFormFile("avatar", "avatar.png")
	_, _ = part.Write(data)
	_ = mw.Close()
	resp, err := post(c, base, "/api/user/avatar", mw.FormDataContentType(), body.String())
	return result{resp.status, err}
}

type response struct {
	status int
	body   []byte
}

// post sends body to base+path as the app would (same origin).
func post(c *http.Client, base, path, contentType, body string) (response, error) {
	req, err := http.NewRequest(http.MethodPost, base+path, bytes.NewBufferString(body))
	if err != nil {
		return response{}, err
	}
	req.Header.Set("Content-Type", contentType)
	req.Header.Set("Origin", base)
	resp, err := c.Do(req)
	if err != nil {
		return response{}, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return response{resp.StatusCode, b}, err
}

func get(c *http.Client, url string) result {
	resp, err := c.Get(url)
	if err != nil {
		return result{err: err}
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return result{resp.StatusCode, err}
}

// result is one request's status, or the error that stopped it.
type result struct {
	status int
	err    error
}

// outcomes counts results per kind of request and per status.
type outcomes struct {
	mu     sync.Mutex
	counts map[string]map[string]int
}

func (o *outcomes) add(kind string, r result) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.counts == nil {
		o.counts = map[string]map[string]int{}
	}
	if o.counts[kind] == nil {
		o.counts[kind] = map[string]int{}
	}
	key := fmt.Sprint(r.status)
	if r.err != nil {
		key = "error"
	}
	o.counts[kind][key]++
}

func (o *outcomes) print() {
	kinds := make([]string, 0, len(o.counts))
	for k := range o.counts {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	for _, k := range kinds {
		statuses := make([]string, 0, len(o.counts[k]))
		total := 0
		for s, n := range o.counts[k] {
			statuses = append(statuses, fmt.Sprintf("%s x%d", s, n))
			total += n
		}
		slices.Sort(statuses)
		fmt.Printf("  %-28s %6d requests: %v\n", k, total, statuses)
	}
}
