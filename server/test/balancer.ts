// nginx running the deployment's own configuration (deploy/nginx.conf), pointed at local server processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverDir, freePort, type Spawned } from './processes';

/** Starts nginx in front of `ports` (skal1…skal3 of the shipped file, in order) and resolves once it answers. */
export async function startBalancer(ports: number[]): Promise<{ url: string; nginx: Spawned }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-nginx-'));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const shipped = fs.readFileSync(path.join(serverDir, '..', 'deploy', 'nginx.conf'), 'utf8');
  const config = shipped
    .replace(/server skal(\d):8080/gu, (_, n: string) => `server 127.0.0.1:${ports[Number(n) - 1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('events {}', `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}`)
    .replace(
      'http {',
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
    );
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child = spawn(process.env.NGINX_PATH || 'nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const nginx: Spawned = { child, line: {}, exited: new Promise((resolve) => child.once('exit', resolve)) };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) return { url, nginx };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not come up');
}
