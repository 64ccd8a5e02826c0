// Raw HTTP/1.1 over node:net, for what fetch will not send: encoded and absolute-form request targets,
// any Host, spoofed forwarding headers.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request exactly as given (target, headers, body) and reads the answer until the server closes. */
export function rawRequest(
  url: string,
  request: { method?: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const { hostname, port, host } = new URL(url);
  const body = request.body ?? '';
  const headers: Record<string, string> = {
    host,
    connection: 'close',
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [
    `${request.method ?? 'GET'} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname.replace(/^\[|\]$/gu, ''));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${head}\r\n\r\n${body}`);
  });
}
