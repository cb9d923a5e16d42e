// The cluster bench's load: visitors who browse the showcase, pages and blog,
// and members who sign up, log in, generate, save, share, vote, download and
// buy credits in test mode. Every request is tagged with a route name, so the
// summary and the CSV output give figures per route.
//
// Run by bench/cluster/run.sh; by hand:
//   k6 run -e BASE=http://127.0.0.1:8080 -e VUS=20 -e DURATION=30s bench/cluster/load.js
// SCENARIO=showcase runs only the showcase listing, as fast as it answers
// (the scaling test).
import http from 'k6/http';
import { check, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import encoding from 'k6/encoding';

const BASE = __ENV.BASE || 'http://127.0.0.1:8080';
const VUS = parseInt(__ENV.VUS || '20', 10);
const DURATION = __ENV.DURATION || '30s';
const RUN = __ENV.RUN_ID || String(Date.now() % 1e8);
const PASSWORD = 'Load-Anvil-42x';

const serverErrors = new Counter('server_errors'); // status 5xx or no answer at all
const generationTime = new Trend('generation_seconds', false); // POST to done, in seconds
const generationsFailed = new Counter('generations_failed');

const members = Math.max(1, Math.round(VUS * 0.4));
// People arrive over the first seconds of the run, not all in the same
// millisecond: visitors over 15 s, members (whose sign-up hashes a password,
// 64 MiB of argon2id) over a minute.
const STAGGER = Math.min(15, parseInt(DURATION, 10) / 4);
const MEMBER_STAGGER = Math.min(60, parseInt(DURATION, 10) / 3);
const scenarios =
  __ENV.SCENARIO === 'showcase'
    ? { showcase: { executor: 'constant-vus', vus: VUS, duration: DURATION, exec: 'showcaseOnly' } }
    : {
        visitors: { executor: 'constant-vus', vus: VUS - members, duration: DURATION, exec: 'visitor', gracefulStop: '30s' },
        members: { executor: 'constant-vus', vus: members, duration: DURATION, exec: 'member', gracefulStop: '60s' },
      };

export const options = {
  scenarios,
  setupTimeout: '60s',
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  discardResponseBodies: false,
  noCookiesReset: true, // a member keeps its session cookie from one visit to the next
};

const sorts = ['popular', 'newest', 'oldest', 'downloads', 'featured'];
const terms = ['', '', '', 'stone', 'sword', 'cobb', 'ore', 'wood', 'ruby', 'moss', 'gold', 'brick', 'apple', 'zzqx'];
const filters = ['', '', '&license=free', '&kind=block', '&kind=item', '&size=16', '&featured=true', '&license=restricted'];
const prompts = ['mossy cobblestone', 'ruby sword', 'diamond ore', 'oak planks', 'treasure map', 'blue wool',
  'golden apple', 'cracked stone bricks', 'emerald staff', 'old paper', 'birch log', 'lava bucket'];

function pick(a) {
  return a[Math.floor(Math.random() * a.length)];
}

function think(lo, hi) {
  sleep(lo + Math.random() * (hi - lo));
}

// call sends one request tagged name; POSTs and friends carry the Origin the
// server's CSRF check wants. It counts a 5xx or a missing answer in
// server_errors and checks the status against ok (a number or a list).
function call(method, path, body, name, ok, params = {}) {
  const headers = Object.assign({}, params.headers || {});
  if (method !== 'GET') headers.Origin = BASE;
  if (body !== null && typeof body === 'object' && !params.multipart) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(body);
  }
  const res = http.request(method, BASE + path, body, {
    headers,
    tags: { name },
    timeout: params.timeout || '30s',
    redirects: 0,
    responseCallback: http.expectedStatuses(...[].concat(ok)),
  });
  if (res.status === 0 || res.status >= 500) serverErrors.add(1, { name });
  const wanted = [].concat(ok);
  check(res, { [`${name} ${wanted.join('|')}`]: (r) => wanted.includes(r.status) }, { name });
  return res;
}

function json(res) {
  try {
    return res.json();
  } catch (e) {
    return null;
  }
}

export function setup() {
  const tagged = { tags: { name: 'setup' } };
  const list = json(http.get(`${BASE}/api/showcase?limit=60&sort=newest`, tagged));
  const blog = json(http.get(`${BASE}/api/blog/posts`, tagged));
  const packs = json(http.get(`${BASE}/api/credit-packages`, tagged));
  if (!list || !list.data || !packs || !packs.packages || packs.packages.length === 0) {
    throw new Error('setup: the showcase or the credit packages did not load: is the server seeded?');
  }
  return {
    showcase: list.data.map((t) => ({ id: t.id, imageUrl: t.imageUrl, licenseType: t.licenseType, username: t.username })),
    posts: (blog && blog.posts ? blog.posts : []).map((p) => ({ slug: p.slug, cover: p.coverUrl })),
    pack: packs.packages[0].id,
  };
}

function listShowcase() {
  const q = pick(terms);
  const path = `/api/showcase?sort=${pick(sorts)}${pick(filters)}${q ? '&q=' + q : ''}&limit=24`;
  const res = call('GET', path, null, q ? 'showcase_search' : 'showcase_list', 200);
  const body = json(res);
  if (body && body.nextCursor && Math.random() < 0.3) {
    call('GET', `${path}&cursor=${encodeURIComponent(body.nextCursor)}`, null, 'showcase_next_page', 200);
  }
  return body && body.data ? body.data : [];
}

export function showcaseOnly() {
  listShowcase();
}

// visitor: a person who is not signed in, browsing.
let visits = 0;

export function visitor(data) {
  if (visits++ === 0) sleep(Math.random() * STAGGER);
  call('GET', '/', null, 'page_home', 200);
  call('GET', '/api/site-settings', null, 'site_settings', 200);
  call('GET', '/api/showcase/featured', null, 'showcase_featured', 200);
  think(1, 3);
  call('GET', '/showcase', null, 'page_showcase', 200);
  let seen = listShowcase();
  think(0.5, 2);
  seen = seen.concat(listShowcase());
  const t = seen.length > 0 ? pick(seen) : pick(data.showcase);
  call('GET', `/api/showcase/${t.id}`, null, 'showcase_item', [200, 404]);
  call('GET', t.imageUrl, null, 'showcase_image', [200, 404]);
  if (Math.random() < 0.3) call('GET', `/showcase/${t.id}`, null, 'page_showcase_item', [200, 404]);
  if (Math.random() < 0.3 && t.licenseType !== 'restricted') {
    call('GET', `/api/showcase/download/${t.id}`, null, 'showcase_download', [200, 404]);
  }
  think(1, 3);
  if (Math.random() < 0.4) {
    call('GET', '/blog', null, 'page_blog', 200);
    call('GET', '/api/blog/posts', null, 'blog_list', 200);
    if (data.posts.length > 0) {
      const p = pick(data.posts);
      call('GET', `/api/blog/posts/${p.slug}`, null, 'blog_post', 200);
      if (p.cover) call('GET', p.cover, null, 'media', 200);
    }
  }
  if (Math.random() < 0.3) {
    call('GET', '/checkout/plans', null, 'page_pricing', 200);
    call('GET', '/api/subscription-plans', null, 'plans', 200);
    call('GET', '/api/credit-packages', null, 'credit_packages', 200);
  }
  think(1, 3);
}

// Each member VU keeps its own account, and its session for a few visits.
let account = null;
let attempts = 0;
let signedIn = false;
let iteration = 0;
let avatarDone = false;

function signUpOrLogIn() {
  if (signedIn) return true;
  if (account === null) {
    const name = `lt${RUN}_${__VU}_${attempts++}`.slice(0, 30);
    const creds = { username: name, email: `${name}@example.com`, password: PASSWORD, newsletter: false };
    const res = call('POST', '/api/register', creds, 'register', 201, { timeout: '60s' });
    // A sign-up that timed out or failed on the server may still have made
    // the account: log in to it next time (a 401 then starts over).
    if (res.status === 201 || res.status === 0 || res.status >= 500 || res.status === 409) account = creds;
    signedIn = res.status === 201;
    return signedIn;
  }
  const res = call('POST', '/api/login', { email: account.email, password: PASSWORD, rememberMe: false }, 'login',
    [200, 401], { timeout: '60s' });
  if (res.status === 401) account = null;
  signedIn = res.status === 200;
  return signedIn;
}

// generate starts a generation and follows it to its end: the event stream,
// or polling when the stream breaks. It returns the finished generation.
function generate() {
  const prompt = pick(prompts);
  call('GET', `/api/generate-textures/parse?prompt=${encodeURIComponent(prompt)}`, null, 'generate_parse', 200);
  const t0 = Date.now();
  const res = call('POST', '/api/generate-textures', { prompt }, 'generate_start', [202, 402]);
  if (res.status !== 202) return null;
  const gen = json(res).generation;
  let done = null;
  const stream = call('GET', `/api/generate-textures/${gen.id}/events`, null, 'generate_events', 200, { timeout: '90s' });
  if (stream.status === 200 && stream.body.includes('event: done')) {
    const line = stream.body.split('\n').reverse().find((l) => l.startsWith('data:'));
    try {
      done = JSON.parse(line.slice(5)).generation;
    } catch (e) {
      done = null;
    }
  }
  for (let i = 0; done === null && i < 60; i++) {
    const poll = json(call('GET', `/api/generate-textures/${gen.id}`, null, 'generate_poll', 200));
    const g = poll && poll.generation;
    if (g && g.state === 'done') done = g;
    else if (g && g.state === 'failed') break;
    else sleep(1);
  }
  if (done === null || !done.textures || done.textures.length === 0) {
    generationsFailed.add(1);
    return null;
  }
  generationTime.add((Date.now() - t0) / 1000);
  return done;
}

function buyCredits(pack) {
  const start = json(call('POST', '/api/checkout', { kind: 'package', id: pack }, 'checkout_start', 200));
  if (!start || !start.url) return;
  const id = start.url.split('/').pop();
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Load Test' };
  const paid = call('POST', `/api/checkout/sessions/${id}/pay`, card, 'checkout_pay', 200);
  if (paid.status !== 200) return;
  for (let i = 0; i < 10; i++) {
    const c = json(call('GET', `/api/checkout/sessions/${id}`, null, 'checkout_status', 200));
    if (c && c.checkout && c.checkout.fulfilled) return;
    sleep(0.5);
  }
}

// member: a person who signs up once, then logs in at each visit to make,
// keep and share textures.
export function member(data) {
  if (iteration++ === 0) sleep(Math.random() * MEMBER_STAGGER);
  if (!signUpOrLogIn()) {
    think(2, 4);
    return;
  }
  if (call('GET', '/api/user', null, 'user', 200).status === 401) signedIn = false; // the session ended
  const credits = json(call('GET', '/api/user/credits', null, 'credits', 200));
  think(1, 2);
  if (iteration % 3 === 1 || (credits && credits.credits && credits.credits.available < 2)) {
    call('GET', '/checkout/credits', null, 'page_checkout', 200);
    buyCredits(data.pack);
  }
  call('GET', '/texture-studio', null, 'page_studio', 200);
  const gen = generate();
  think(1, 3);
  if (gen !== null) {
    const tex = gen.textures[Math.floor(Math.random() * gen.textures.length)];
    const saved = json(call('POST', '/api/textures', { title: `${gen.prompt} ${iteration}`, prompt: gen.prompt,
      kind: gen.kind, size: gen.size, png: tex.png, generationId: gen.id }, 'texture_save', 201));
    call('GET', '/api/textures?limit=60', null, 'textures_list', 200);
    if (saved && saved.texture) {
      call('GET', `${saved.texture.imageUrl}`, null, 'texture_png', 200);
      if (Math.random() < 0.5) {
        call('POST', '/api/showcase', { textureId: saved.texture.id, title: `${gen.prompt} by load test`,
          description: 'Made by the cluster bench', tags: ['bench', gen.kind],
          licenseType: Math.random() < 0.8 ? 'free' : 'restricted' }, 'showcase_share', 201);
      }
    }
    if (!avatarDone) {
      avatarDone = true;
      // An avatar: the generated texture itself, so the blob store is used.
      const png = encoding.b64decode(tex.png.split(',')[1], 'std');
      call('POST', '/api/user/avatar', { avatar: http.file(png, 'avatar.png', 'image/png') }, 'avatar_upload', 200,
        { multipart: true });
    }
  }
  think(1, 2);
  const seen = listShowcase();
  const others = (seen.length > 0 ? seen : data.showcase).filter((t) => !account || t.username !== account.username);
  if (others.length > 0) {
    const t = pick(others);
    call('POST', '/api/showcase/vote', { textureId: t.id, voteType: pick(['upvote', 'upvote', 'downvote', 'remove']) },
      'showcase_vote', [200, 404]);
    if (t.licenseType !== 'restricted') call('GET', `/api/showcase/download/${t.id}`, null, 'showcase_download', [200, 404]);
  }
  call('GET', '/api/user/credits/transactions?limit=20', null, 'credit_transactions', 200);
  think(1, 2);
  if (iteration % 3 === 0) {
    // The visit ends: log out (the next one logs in again).
    call('POST', '/api/logout', {}, 'logout', 200);
    signedIn = false;
  }
  think(1, 3);
}
