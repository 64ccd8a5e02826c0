// The PostgreSQL project's global setup gives back what it started, also when a later service fails to start.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestProject } from 'vitest/node';

const services = vi.hoisted(() => ({ startPostgres: vi.fn(), startRedis: vi.fn() }));
vi.mock('../../scripts/services.mjs', () => services);

const project = { provide: vi.fn() } as unknown as TestProject;
const service = (url: string) => ({ url, stop: vi.fn(async () => undefined) });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('global services', () => {
  it('stops the PostgreSQL it started when Redis cannot start', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('REDIS_URL', '');
    const postgres = service('postgres://test');
    services.startPostgres.mockResolvedValue(postgres);
    services.startRedis.mockRejectedValue(new Error('spawn redis-server ENOENT'));
    const { default: setup } = await import('./global-services');
    await expect(setup(project)).rejects.toThrow('redis-server');
    expect(postgres.stop).toHaveBeenCalledOnce();
  });

  it('stops both on teardown, Redis first', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('REDIS_URL', '');
    const stopped: string[] = [];
    services.startPostgres.mockResolvedValue({
      url: 'postgres://test',
      stop: async () => void stopped.push('postgres'),
    });
    services.startRedis.mockResolvedValue({ url: 'redis://test', stop: async () => void stopped.push('redis') });
    const { default: setup } = await import('./global-services');
    const teardown = await setup(project);
    await teardown();
    expect(stopped).toEqual(['redis', 'postgres']);
  });
});
