import { describe, expect, it } from 'vitest';
import { HttpError } from '../net/api';
import { paymentRefusalKey } from './payment-refusal';

describe('paymentRefusalKey', () => {
  it('names why the server refused the payment', () => {
    expect(paymentRefusalKey(new HttpError(503))).toBe('toast.paymentsOff');
    expect(paymentRefusalKey(new HttpError(429))).toBe('toast.paymentsBusy');
    expect(paymentRefusalKey(new HttpError(409))).toBe('toast.paymentOpen');
    expect(paymentRefusalKey(new HttpError(502))).toBe('toast.somethingWrong');
    expect(paymentRefusalKey(new TypeError('offline'))).toBe('toast.somethingWrong');
  });
});
