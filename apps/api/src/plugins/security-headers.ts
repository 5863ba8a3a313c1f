import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { permissionsPolicy } from './content-security-policy.js';

/** Two years, the HSTS preload list's minimum (hstspreload.org). */
const HSTS_MAX_AGE_S = 63_072_000;

/**
 * The security headers of every answer (API, files and pages): HSTS only when the shop is served over
 * https (`config.secureCookies`: PUBLIC_URL is https), the referrer trimmed to the origin across sites,
 * `nosniff`, the browser features the shop never uses denied, and a policy that lets nothing run in an
 * answer that is not a page. Pages replace the policy with their own, nonce and all (`sendPage`). They are
 * set before the route runs, so the public cache replays them on the answers it keeps.
 * Source maps are answered 404 unless `SOURCE_MAPS=public`.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'secureCookies' | 'publicSourceMaps'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true }
      : false,
  });
  const permissions = permissionsPolicy(false);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', permissions);
    if (!config.publicSourceMaps && isSourceMap(request.url)) {
      return reply
        .status(404)
        .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
  });
}

/** A front end's source map (`/assets/index-AbCd.js.map`), never an API path. */
function isSourceMap(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.endsWith('.map') && !path.startsWith('/api/');
}
