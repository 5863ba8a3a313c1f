/** The server tests talk to: `SOUK_TEST_PG_URL`, else the local trust-auth PostgreSQL of the dev and CI machines. */
export function adminUrl(): string {
  return process.env.SOUK_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The same server, another database. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
