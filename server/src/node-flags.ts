// The Node.js flags the server runs with: `npm start` (package.json), the container (deploy/Dockerfile) and
// bench:server pass them on node's command line (V8 reads its heap sizes only at start-up, so the server cannot
// set them on itself). server/test/node-flags.test.ts checks that each of those places has every flag.

/**
 * A 32 MB young generation (semi-space; Node 20's default is 16 MB). Each add allocates about 50 KB of short-lived
 * objects (socket frames, acks, promises): with 16 MB, objects still waiting for their group commit's fsync
 * survived two scavenges and filled the old generation, so a full mark-compact ran every 2–3 s under load; each
 * stopped the event loop for up to ~14 ms. With 32 MB none ran in a 20 s window, scavenges came half as often, and
 * in the same run the ack p99 fell from 31 to 11 ms and the event loop's worst delay from 20 to 6 ms
 * (README "Durability"). The price is about 64 MB more resident memory, whatever the number of phones.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
