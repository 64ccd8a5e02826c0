// The seller and room lifetime the phone's legal pages and receipt state reach the phone (SELLER_* itself: config.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { startTestServer, type TestServer } from './helpers';

const SELLER_ENV = {
  SELLER_NAME: 'Festglede AS',
  SELLER_ORG_NUMBER: '912 345 678',
  SELLER_ADDRESS: 'Storgata 1, 0155 Oslo',
  SELLER_EMAIL: 'kontakt@festglede.no',
};

describe('GET /api/app-config', () => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('tells the phone the seller and the configured room lifetime', async () => {
    const seller = configFromEnv(SELLER_ENV, '/repo').seller;
    server = await startTestServer({ seller, roomTtlHours: 72 });
    expect(await (await fetch(`${server.url}/api/app-config`)).json()).toMatchObject({ seller, roomTtlHours: 72 });
  });
});
