import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDirs } from './paths';

describe('appDirs', () => {
  it('uses the packaged resources in an installed app', () => {
    expect(
      appDirs({ isPackaged: true, resourcesPath: '/opt/Skål/resources', appPath: '/opt/Skål/resources/app.asar' }),
    ).toEqual({
      repoRoot: '/opt/Skål/resources',
      phoneDir: path.join('/opt/Skål/resources', 'phone'),
      hostDir: path.join('/opt/Skål/resources', 'host'),
    });
  });

  it("uses the repo's builds in development, electron-vite's renderer first", () => {
    const location = { isPackaged: false, resourcesPath: '/x', appPath: '/repo/desktop' };
    expect(appDirs(location, () => true)).toEqual({
      repoRoot: '/repo',
      phoneDir: path.join('/repo', 'phone', 'dist'),
      hostDir: path.join('/repo/desktop', 'out', 'renderer'),
    });
    expect(appDirs(location, () => false).hostDir).toBe(path.join('/repo/desktop', 'dist', 'host'));
  });
});
