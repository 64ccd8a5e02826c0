// Opens the bench's socket.io-client connections (websocket only) and puts them in their rooms.
import { io } from 'socket.io-client';

/** Connections opened at once: enough to be quick, few enough not to overflow the server's accept queue. */
const CONNECT_CONCURRENCY = 100;
/** Rooms set up at once (one `new room`, then the members' `join room`). */
const ROOM_CONCURRENCY = 50;
const SETUP_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} BenchClient
 * @property {import('socket.io-client').Socket} socket
 * @property {string} room
 * @property {boolean} churning  between its `leave room` and the ack of its `join room`
 * @property {number} server  index in `urls` of the server it is connected to
 */

/**
 * Opens roomNames.length × roomSize clients, room by room (the first client of each room creates it).
 * Client i connects to urls[i % urls.length], so with several servers the members of a room sit on different ones.
 * @param {{ urls: string[], roomNames: string[], roomSize: number, listeners: Record<string, (...args: any[]) => void> }} options
 *   listeners are shared functions (not per-client closures) attached to every socket
 * @returns {Promise<BenchClient[]>} room-major: the members of room r are at r*roomSize … r*roomSize+roomSize-1
 */
export async function openClients({ urls, roomNames, roomSize, listeners }) {
  const total = roomNames.length * roomSize;
  /** @type {BenchClient[]} */
  const clients = new Array(total);
  await pool(total, CONNECT_CONCURRENCY, async (index) => {
    const server = index % urls.length;
    const socket = await connect(urls[server]);
    for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
    clients[index] = { socket, room: roomNames[Math.floor(index / roomSize)], churning: false, server };
  });
  await pool(roomNames.length, ROOM_CONCURRENCY, async (room) => {
    const members = clients.slice(room * roomSize, room * roomSize + roomSize);
    await request(members[0].socket, 'new room', roomNames[room]);
    await Promise.all(members.slice(1).map((member) => request(member.socket, 'join room', member.room)));
  });
  return clients;
}

/** Disconnects every client and gives the close frames a moment to leave. */
export async function closeClients(/** @type {BenchClient[]} */ clients) {
  for (const client of clients) client.socket.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The clients in send order: one member of every room, then the next member of every room, … */
export function interleaveRooms(/** @type {BenchClient[]} */ clients, /** @type {number} */ roomSize) {
  const rooms = clients.length / roomSize;
  const order = [];
  for (let member = 0; member < roomSize; member++) {
    for (let room = 0; room < rooms; room++) order.push(clients[room * roomSize + member]);
  }
  return order;
}

function connect(url) {
  // forceNew: one engine.io connection per client, like one phone each; no reconnection, a drop is a finding.
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: SETUP_TIMEOUT_MS });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`connect ${url}: ${error.message}`)));
  });
}

function request(socket, event, argument) {
  return new Promise((resolve, reject) => {
    socket.timeout(SETUP_TIMEOUT_MS).emit(event, argument, (error, reply) => {
      if (error) reject(new Error(`${event} "${argument}": no ack within ${SETUP_TIMEOUT_MS} ms`));
      else if (!reply?.ok) reject(new Error(`${event} "${argument}": ${reply?.error ?? 'no reply'}`));
      else resolve(reply);
    });
  });
}

/** Runs work(0 … count-1) with at most `concurrency` at a time. */
async function pool(count, concurrency, work) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
