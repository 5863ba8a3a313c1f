/**
 * The console journeys' own port (the storefront's suite uses 8130–8133, the portal's 8160), and the mail
 * catcher's next to it. Read by the Playwright config, the catcher and the journeys alike.
 */
export const E2E_CONSOLE_PORT = Number(process.env.E2E_PORT) || 8170;

export function mailCatcherPorts(appPort = E2E_CONSOLE_PORT) {
  return { smtp: appPort + 1, http: appPort + 2 };
}

/** Where the catcher lists what it received (`GET` → JSON), also what Playwright waits on at start. */
export function mailCatcherUrl(appPort = E2E_CONSOLE_PORT): string {
  return `http://127.0.0.1:${mailCatcherPorts(appPort).http}/messages`;
}

/** The API server's mail settings: every mail goes to the catcher. */
export function mailEnv(appPort = E2E_CONSOLE_PORT): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${mailCatcherPorts(appPort).smtp}`,
    MAIL_FROM: 'Souk <no-reply@souk.example>',
  };
}
