// What the wallet client sends, checked against the published Vipps MobilePay ePayment contract (OpenAPI 3.0, a copy
// in test/contracts, MIT, from the provider's vipps-epayment-api repository), for a purchase in each market
// (issue #40): Norway in NOK with the payer's number, Denmark in DKK and Finland in EUR with the market's own
// merchant serial number and no customer.phoneNumber (the contract takes Norwegian numbers only).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { MARKET_RULES, vatIncluded, type Market } from '@skal/shared';
import { vippsClient } from '../src/wallet/vipps-client';

const contract = yaml.load(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts', 'vipps-epayment-v1.yml'),
    'utf8',
  ),
) as object;
/**
 * The receipt's schema lives in another published file (the Order Management API) that is not in this copy: an
 * outside reference is read as "an object", so the receipt's own fields are checked by this test's asserts instead.
 */
function withoutOutsideReferences(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutOutsideReferences);
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && /^https?:/u.test(ref)) return { type: 'object' };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutOutsideReferences(value)]));
}
// `Customer` is "one of" a phone number, a QR code or a token, each an object with no required field, so a phone
// number alone matches all three under JSON Schema's strict oneOf; the contract means "give one of them": anyOf, and
// the test checks that only the phone number is given.
const schemas = (contract as { components: { schemas: Record<string, Record<string, unknown>> } }).components.schemas;
schemas.Customer = { ...schemas.Customer, anyOf: schemas.Customer!.oneOf };
delete schemas.Customer.oneOf;
// OpenAPI 3.0 schemas are JSON Schema with a few words of their own (nullable, example, x-…): Ajv reads them loosely.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, logger: false });
ajv.addSchema(withoutOutsideReferences(contract) as object, 'epayment');
const validate = (schema: string, body: unknown) => {
  const check = ajv.compile({ $ref: `epayment#/components/schemas/${schema}` });
  return check(body) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
};

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

function recordingClient() {
  const sent: Sent[] = [];
  const client = vippsClient({
    baseUrl: 'https://apitest.vipps.no',
    clientId: 'id',
    clientSecret: 'secret',
    subscriptionKey: 'sub',
    msn: '111111',
    systemVersion: 'test',
    fetch: async (url, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      sent.push({ url: String(url), headers, body: init?.body ? (JSON.parse(String(init.body)) as never) : null });
      if (String(url).endsWith('/accesstoken/get')) return Response.json({ access_token: 'token', expires_in: '3600' });
      if (String(url).endsWith('/payments'))
        return Response.json({ redirectUrl: 'https://wallet.example/pay', reference: 'r' });
      return Response.json({});
    },
  });
  return { client, sent };
}

const PURCHASES: Record<Market, { msn: string; price: number; phone?: string }> = {
  NO: { msn: '111111', price: 2000, phone: '4791234567' },
  DK: { msn: '222222', price: 2000 },
  FI: { msn: '333333', price: 250 },
};

describe('the wallet client against the ePayment contract, per market', () => {
  for (const market of ['NO', 'DK', 'FI'] as const) {
    it(`${market}: create and capture validate, in ${MARKET_RULES[market].currency} with the market's serial number`, async () => {
      const { client, sent } = recordingClient();
      const { msn, price, phone } = PURCHASES[market];
      const { currency, defaultVatPercent: vat } = MARKET_RULES[market];
      await client.createPayment({
        reference: `skal-${market.toLowerCase()}-1`,
        amountOre: price,
        currency,
        msn,
        vatPercent: vat,
        ...(phone ? { phoneNumber: phone } : {}),
        returnUrl: 'https://skal.example/betaling?reference=x',
        description: 'Skål: 20 tekster',
        receiptLines: [{ name: '20 tekster', quantity: 1, totalOre: price }],
      });
      await client.capture(`skal-${market.toLowerCase()}-1`, price, { msn, currency });

      const create = sent.find((request) => request.url.endsWith('/epayment/v1/payments'))!;
      expect(validate('CreatePaymentRequest', create.body)).toEqual([]);
      expect(create.headers['merchant-serial-number']).toBe(msn);
      expect(create.body).toMatchObject({ amount: { currency, value: price } });
      const line = (create.body as { receipt: { orderLines: Record<string, unknown>[] } }).receipt.orderLines[0]!;
      expect(line.totalTaxAmount).toBe(vatIncluded(price, vat));
      if (market === 'NO') expect(create.body?.customer).toEqual({ phoneNumber: phone });
      else expect(create.body).not.toHaveProperty('customer');

      const capture = sent.find((request) => request.url.endsWith('/capture'))!;
      expect(validate('CaptureModificationRequest', capture.body)).toEqual([]);
      expect(capture.headers['merchant-serial-number']).toBe(msn);
      expect(capture.body).toEqual({ modificationAmount: { currency, value: price } });
    });
  }

  it('would catch a wrong body (the validator is not asleep)', () => {
    expect(validate('CreatePaymentRequest', { amount: { currency: 'SEK', value: 1 } })).not.toEqual([]);
  });
});
