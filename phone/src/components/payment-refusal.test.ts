import { describe, expect, it } from 'vitest';
import { HttpError } from '../net/api';
import { paymentRefusalKey, RefusedError } from './payment-refusal';

describe('paymentRefusalKey', () => {
  it('names why the server refused the payment', () => {
    expect(paymentRefusalKey(new HttpError(503))).toBe('aiDrawer.paymentsOff');
    expect(paymentRefusalKey(new RefusedError(503, 'unavailable'))).toBe('aiDrawer.paymentsOff');
    expect(paymentRefusalKey(new RefusedError(503, 'model_unavailable'))).toBe('aiDrawer.payModelDown');
    expect(paymentRefusalKey(new HttpError(429))).toBe('aiDrawer.paymentsBusy');
    expect(paymentRefusalKey(new HttpError(409))).toBe('aiDrawer.paymentOpen');
    expect(paymentRefusalKey(new RefusedError(403, 'not_member'))).toBe('aiDrawer.notMember');
    expect(paymentRefusalKey(new HttpError(502))).toBe('toast.somethingWrong');
    expect(paymentRefusalKey(new TypeError('offline'))).toBe('toast.somethingWrong');
  });
});
