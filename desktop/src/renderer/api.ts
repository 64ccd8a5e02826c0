// The HTTP calls of the host display: the public URL phones reach (for the QR code) and whether a room exists.
import { normaliseRoomName } from '@skal/shared';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export interface HostApi {
  publicUrl(): Promise<string>;
  lookUpRoom(typed: string): Promise<RoomLookup>;
}

export type RoomLookup = { ok: true; room: string } | { ok: false; error: 'not_found' | 'invalid' | 'offline' };

export function createHostApi(fetcher: Fetcher = (input, init) => fetch(input, init)): HostApi {
  return {
    async publicUrl() {
      const response = await fetcher('/api/host-info', { cache: 'no-store' });
      if (!response.ok) throw new Error(`host-info answered ${response.status}`);
      const body = (await response.json()) as { publicUrl?: unknown };
      if (typeof body.publicUrl !== 'string' || !/^https?:\/\//u.test(body.publicUrl))
        throw new Error('host-info gave no public URL');
      return body.publicUrl;
    },

    async lookUpRoom(typed) {
      const name = normaliseRoomName(typed);
      if (!name.ok) return { ok: false, error: 'invalid' };
      let response: Response;
      try {
        response = await fetcher(`/api/${encodeURIComponent(name.name)}`, { cache: 'no-store' });
      } catch {
        return { ok: false, error: 'offline' };
      }
      if (response.ok) return { ok: true, room: name.name };
      if (response.status === 404) return { ok: false, error: 'not_found' };
      if (response.status === 400) return { ok: false, error: 'invalid' };
      return { ok: false, error: 'offline' };
    },
  };
}
