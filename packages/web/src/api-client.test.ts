import { describe, expect, it } from 'vitest';
import { type ApiTarget, connectServerApi, vitalsEndpoint, wireApi } from './api-client.js';

describe('wireApi', () => {
  it('builds the client for the page’s API, saying who is shopping', () => {
    const client = wireApi(
      (target) => target,
      () => {},
    );
    expect(client).toEqual({ baseUrl: 'http://localhost:8000/api', anonymous: false });
  });

  it('points every wired client at the server renderer’s in-process API, anonymously', () => {
    const fetch = async () => new Response('{}');
    let current: ApiTarget | undefined;
    wireApi(
      (target) => target,
      (client) => {
        current = client;
      },
    );
    connectServerApi({ baseUrl: 'http://souk.internal/api', fetch });
    expect(current).toEqual({ baseUrl: 'http://souk.internal/api', fetch, anonymous: true });
  });
});

describe('vitalsEndpoint', () => {
  it('posts to the API the page talks to (on localhost, the local API)', () => {
    expect(vitalsEndpoint()).toBe('http://localhost:8000/api/vitals');
  });
});
