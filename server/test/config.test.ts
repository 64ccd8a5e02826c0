import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../src/config';

describe('configuration from the environment', () => {
  it('leaves analytics off unless a GA4 measurement ID is given, and refuses one that is not', () => {
    expect(configFromEnv({}, '/repo').ga4MeasurementId).toBeUndefined();
    expect(configFromEnv({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ9' }, '/repo').ga4MeasurementId).toBe('G-ABC123XYZ9');
    for (const bad of ['UA-1234-1', 'G-', 'g-abc123', 'G-ABC123"><script>'])
      expect(() => configFromEnv({ GA4_MEASUREMENT_ID: bad }, '/repo'), bad).toThrow(ConfigError);
  });
});
