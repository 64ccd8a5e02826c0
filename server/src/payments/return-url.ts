// The one place that decides where the wallet sends the browser back to after a payment.
import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL when set; otherwise the origin the phone used, so it comes back to the very tab it left. */
export function paymentReturnUrl(request: FastifyRequest, publicUrl: string | undefined, reference: string): string {
  const base = publicUrl ?? `${request.protocol}://${request.host}`;
  return `${base}/betaling?reference=${encodeURIComponent(reference)}`;
}
