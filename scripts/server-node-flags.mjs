// Node's flags for the reference server, wherever it is started: `npm start`, the browser tests' server
// and the bench (which gives its yardstick the same, docs/PERFORMANCE.md).
//
// A young generation of up to 64 MB a half (V8's default on 64-bit: 16 MB): at fifty requests in
// flight, most of a request's objects are still alive at each collection of a small young generation
// and get copied, some of them twice; with room for more requests' worth of garbage between
// collections, fewer survive. The server's CPU per list request fell by 15–30 % (interleaved rounds,
// docs/PERFORMANCE.md), for at most about 100 MB more memory under load.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
