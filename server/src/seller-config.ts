// The seller the legal pages and the receipt name (SELLER_* in the environment), with a development default that
// says plainly that no seller is configured.
import { DEVELOPMENT_SELLER, EMAIL, ORG_NUMBER, type Seller } from '@skal/shared';
import { ConfigError } from './config';

const SELLER_KEYS = ['SELLER_NAME', 'SELLER_ORG_NUMBER', 'SELLER_ADDRESS', 'SELLER_EMAIL'] as const;

export function sellerFromEnv(env: Record<string, string | undefined>): Seller {
  const given = SELLER_KEYS.filter((key) => env[key]?.trim());
  if (given.length === 0) return DEVELOPMENT_SELLER;
  if (given.length < SELLER_KEYS.length) {
    const missing = SELLER_KEYS.filter((key) => !env[key]?.trim()).join(', ');
    throw new ConfigError(`The seller needs all of ${SELLER_KEYS.join(', ')}; missing ${missing}`);
  }
  const orgNumber = env.SELLER_ORG_NUMBER!.replace(/\s/gu, '');
  if (!ORG_NUMBER.test(orgNumber)) {
    throw new ConfigError(`SELLER_ORG_NUMBER must be the 9 digits of Enhetsregisteret, got "${env.SELLER_ORG_NUMBER}"`);
  }
  const email = env.SELLER_EMAIL!.trim();
  if (!EMAIL.test(email)) throw new ConfigError(`SELLER_EMAIL must be an e-mail address, got "${email}"`);
  return { name: env.SELLER_NAME!.trim(), orgNumber, address: env.SELLER_ADDRESS!.trim(), email };
}
