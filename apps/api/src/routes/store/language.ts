import { LANGUAGE_COOKIE, ShopLanguageSchema } from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import type { App, Deps } from '../../types.js';

/** How long the shop remembers a shopper's language: a year. */
const LANGUAGE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The message of a `return` that is not a page of this site. */
export const RETURN_PATH_INVALID = 'return must be a path of this site, such as /urban-threads';

const LanguageChoiceSchema = z.object({
  language: ShopLanguageSchema,
  /** The page to go back to, shown in the new language: a path of this site (never another origin). */
  return: z._default(
    z
      .string({ error: RETURN_PATH_INVALID })
      .check(
        z.maxLength(2048, { error: RETURN_PATH_INVALID }),
        z.regex(/^\/(?![/\\])\S*$/, { error: RETURN_PATH_INVALID }),
      ),
    '/',
  ),
});

const LanguageChosenSchema = z.object({ language: z.string() });

/**
 * The shopper's language (issue 22): the footer's language form posts here — a plain form, so it works
 * before the page's app has started — and the shop remembers the choice in a cookie the server reads when
 * it renders a page. Answers with the page to go back to, which the server renders in that language.
 */
export function languageRoutes(app: App, { config }: Deps): void {
  app.register(async (plugin) => {
    const scope = plugin as unknown as App;
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      '/language',
      {
        schema: {
          operationId: 'chooseLanguage',
          summary: "Choose the language the shop's pages are shown in",
          description:
            'A form post (or JSON) of `language` (en, ar or fr) and `return`, a path of this site. Sets the language cookie for a year and answers 303 to `return`, which is then rendered in that language; a request that accepts only JSON gets 200 with the language.',
          tags: ['sellers'],
          security: SECURITY.public,
          body: LanguageChoiceSchema,
          response: { 200: LanguageChosenSchema },
          openapi: {
            requestBody: {
              required: true,
              content: {
                'application/x-www-form-urlencoded': {
                  schema: {
                    type: 'object',
                    required: ['language'],
                    properties: {
                      language: { type: 'string', enum: ['en', 'ar', 'fr'] },
                      return: { type: 'string' },
                    },
                  },
                },
              },
            },
            responses: {
              303: { description: 'A form post: back to `return`, in the chosen language' },
            },
          },
        },
        bodyLimit: 4096,
      },
      async (request, reply) => {
        const { language, return: returnTo } = request.body;
        reply.setCookie(LANGUAGE_COOKIE, language, {
          path: '/',
          maxAge: LANGUAGE_MAX_AGE_SECONDS,
          sameSite: 'lax',
          httpOnly: true,
          secure: config.secureCookies || request.protocol === 'https',
        });
        reply.header('Cache-Control', 'no-store');
        // a script asking for JSON gets the language; a form post goes back to its page
        if (
          !/\btext\/html\b/.test(request.headers.accept ?? '') &&
          /\bjson\b/.test(request.headers.accept ?? '')
        ) {
          return { language };
        }
        return reply.redirect(returnTo, 303);
      },
    );
  });
}
