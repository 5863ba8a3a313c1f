import { type AddressInfo, createServer, Socket } from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on (the same after a restore). */
  port: number;
  /** Cuts the line: every open connection is destroyed and new ones are refused (nothing listens). */
  cut(): Promise<void>;
  /** Listens again on the same port: new connections reach the target. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy between a client and a server (here the API and PostgreSQL) that a test cuts and restores:
 * a database cut away from the network, as in a failover or a restart, without touching the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // a destroyed peer's error is what this proxy is for; never an uncaught exception
    socket.on('error', () => {});
  };
  const server = createServer((client) => {
    track(client);
    const upstream = new Socket();
    track(upstream);
    upstream.connect(target.port, target.host);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
