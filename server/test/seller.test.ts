// The seller and room lifetime the phone's legal pages and receipt state come from the environment.
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SELLER } from '@skal/shared';
import { ConfigError, configFromEnv } from '../src/config';
import { startTestServer, type TestServer } from './helpers';

const SELLER_ENV = {
  SELLER_NAME: 'Festglede AS',
  SELLER_ORG_NUMBER: '912 345 678',
  SELLER_ADDRESS: 'Storgata 1, 0155 Oslo',
  SELLER_EMAIL: 'kontakt@festglede.no',
};

describe('the seller from the environment', () => {
  it('is the development seller, plainly marked, when nothing is set', () => {
    expect(configFromEnv({}, '/repo').seller).toEqual(DEVELOPMENT_SELLER);
    expect(DEVELOPMENT_SELLER.name).toMatch(/no seller configured/u);
  });

  it('takes all four values, the organisation number without spaces', () => {
    expect(configFromEnv(SELLER_ENV, '/repo').seller).toEqual({
      name: 'Festglede AS',
      orgNumber: '912345678',
      address: 'Storgata 1, 0155 Oslo',
      email: 'kontakt@festglede.no',
    });
  });

  it('refuses some but not all, a bad organisation number and a bad e-mail, saying which', () => {
    expect(() => configFromEnv({ SELLER_NAME: 'Festglede AS' }, '/repo')).toThrow(/missing SELLER_ORG_NUMBER/u);
    expect(() => configFromEnv({ ...SELLER_ENV, SELLER_ORG_NUMBER: '12345' }, '/repo')).toThrow(ConfigError);
    expect(() => configFromEnv({ ...SELLER_ENV, SELLER_EMAIL: 'kontakt' }, '/repo')).toThrow(/SELLER_EMAIL/u);
  });
});

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
