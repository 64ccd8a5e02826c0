// Where the desktop app finds the built phone app and host display: packaged resources, or the repo's builds.
import fs from 'node:fs';
import path from 'node:path';

export interface AppLocation {
  isPackaged: boolean;
  /** process.resourcesPath: extraResources land here in a packaged app. */
  resourcesPath: string;
  /** app.getAppPath(): the desktop workspace in development. */
  appPath: string;
}

export interface AppDirs {
  repoRoot: string;
  phoneDir: string;
  hostDir: string;
}

const built = (dir: string, exists: (file: string) => boolean) => exists(path.join(dir, 'index.html'));

export function appDirs(location: AppLocation, exists: (file: string) => boolean = fs.existsSync): AppDirs {
  if (location.isPackaged) {
    return {
      repoRoot: location.resourcesPath,
      phoneDir: path.join(location.resourcesPath, 'phone'),
      hostDir: path.join(location.resourcesPath, 'host'),
    };
  }
  const repoRoot = path.resolve(location.appPath, '..');
  // electron-vite's renderer build first; the plain web build (npm run build -w desktop) is the same page.
  const rendererBuild = path.join(location.appPath, 'out', 'renderer');
  return {
    repoRoot,
    phoneDir: path.join(repoRoot, 'phone', 'dist'),
    hostDir: built(rendererBuild, exists) ? rendererBuild : path.join(location.appPath, 'dist', 'host'),
  };
}
