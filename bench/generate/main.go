// Command generate loads the studio's generation API: USERS signed-in users
// each run GENERATIONS generations one after another (POST, then the event
// stream until done), and it prints the latency from POST to the finished
// textures: p50, p95 and max, and generations per second.
//
//	go run ./bench/generate -url http://127.0.0.1:18181 -users 20 -generations 10
//
// The users must exist with credits: bench/generate.sh creates them.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"net/http/cookiejar"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

func main() {
	base := flag.String("url", "http://127.0.0.1:18181", "server origin")
	users := flag.Int("users", 20, "concurrent users")
	gens := flag.Int("generations", 10, "generations per user")
	prefix := flag.String("prefix", "load", "users are PREFIXn@example.com with password Bench-Anvil-42")
	flag.Parse()

	prompts := []string{"mossy cobblestone", "ruby sword", "diamond ore", "oak planks", "treasure map",
		"blue wool", "golden apple", "cracked stone bricks", "emerald staff", "old paper"}
	var mu sync.Mutex
	var lat []time.Duration
	var failures int
	start := time.Now()
	var wg sync.WaitGroup
	for u := range *users {
		wg.Go(func() {
			c, err := login(*base, fmt.Sprintf("%s%d@example.com", *prefix, u))
			if err != nil {
				log.Fatal(err)
			}
			for i := range *gens {
				t0 := time.Now()
				err := generate(c, *base, prompts[(u+i)%len(prompts)])
				mu.Lock()
				if err != nil {
					failures++
					fmt.Fprintln(os.Stderr, "user", u, err)
				} else {
					lat = append(lat, time.Since(t0))
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	slices.Sort(lat)
	if len(lat) == 0 {
		log.Fatalf("no generation finished (%d failures)", failures)
	}
	q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	fmt.Printf("generations: %d done, %d failed, %d users, %.1f/s\n", len(lat), failures, *users,
		float64(len(lat))/elapsed.Seconds())
	fmt.Printf("POST to done: p50 %v  p95 %v  max %v\n", q(0.50).Round(time.Millisecond),
		q(0.95).Round(time.Millisecond), lat[len(lat)-1].Round(time.Millisecond))
}

func login(base, email string) (*http.Client, error) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: time.Minute}
	body := fmt.Sprintf(`{"email":%q,"password":"Bench-Anvil-42","rememberMe":false}`, email)
	resp, err := post(c, base+"/api/login", base, body)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		return nil, fmt.Errorf("log in %s: %s", email, resp.Status)
	}
	return c, nil
}

// generate starts one generation and follows its events until it ends.
func generate(c *http.Client, base, prompt string) error {
	resp, err := post(c, base+"/api/generate-textures", base, fmt.Sprintf(`{"prompt":%q}`, prompt))
	if err != nil {
		return err
	}
	var started struct {
		Generation struct{ ID string } `json:"generation"`
		Message    string              `json:"message"`
	}
	err = json.NewDecoder(resp.Body).Decode(&started)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusAccepted {
		return fmt.Errorf("start: %s %s %v", resp.Status, started.Message, err)
	}
	events, err := c.Get(base + "/api/generate-textures/" + started.Generation.ID + "/events")
	if err != nil {
		return err
	}
	defer events.Body.Close()
	sc := bufio.NewScanner(events.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20) // a done event carries 16 PNGs
	for sc.Scan() {
		switch strings.TrimSpace(sc.Text()) {
		case "event: done":
			return nil
		case "event: failed":
			return fmt.Errorf("generation %s failed", started.Generation.ID)
		}
	}
	return fmt.Errorf("stream ended early: %v", sc.Err())
}

func post(c *http.Client, url, origin, body string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewBufferString(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", origin)
	return c.Do(req)
}
