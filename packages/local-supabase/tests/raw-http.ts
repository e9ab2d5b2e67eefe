import { connect } from 'node:net';

/**
 * Sends raw bytes to `url`'s host and port and resolves to the status code of the answer (0
 * if the connection closed without one). The connection is half-closed only if no answer
 * came within a second (a server may stop answering a client that has stopped sending).
 */
export function rawRequest(url: string, bytes: string | Buffer, timeoutMs = 10_000): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = setTimeout(() => socket.end(), 1000);
    socket.on('data', (chunk: Buffer) => {
      clearTimeout(finish);
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      clearTimeout(finish);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    });
    socket.write(bytes);
  });
}
