import { toast } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { errorMessage } from '../../../lib/error-message.js';
import { dateTimeText } from '../../../lib/format.js';
import { useRevokeSession, useSignOut } from '../api/account-actions.js';
import { useSessions } from '../api/get-sessions.js';

// the first match wins: Edge's user agent names Chrome too, Chrome's names Safari
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A readable device name from a user agent; the full string stays in the row's title.
 * @example deviceName('Mozilla/5.0 (X11; Linux x86_64) … Chrome/140.0 Safari/537.36') // "Chrome on Linux"
 */
export function deviceName(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** The account's signed-in devices: end one, or all of them ("Sign out everywhere"). */
export function SessionsList({ onSignedOut }: { onSignedOut: () => void }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOut({ everywhere: true });

  return (
    <section aria-labelledby="sessions" className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="sessions" className="text-lg font-semibold text-ink">
            Signed-in devices
          </h2>
          <p className="mt-1 text-sm text-muted">Sign out a device you do not recognise.</p>
        </div>
        <button
          type="button"
          disabled={everywhere.isPending}
          className={buttonClass('outline', 'md', 'text-sale hover:text-sale')}
          onClick={() => everywhere.mutate(undefined, { onSettled: onSignedOut })}
        >
          Sign out everywhere
        </button>
      </div>
      {sessions.isPending && <p className="mt-4 text-sm text-muted">Loading sessions…</p>}
      {sessions.isError && (
        <div className="mt-4">
          <LoadFailed
            message={errorMessage(sessions.error, 'Failed to load your sessions')}
            onRetry={() => void sessions.refetch()}
          />
        </div>
      )}
      {sessions.data && (
        <ul className="mt-4 divide-y divide-gray-100">
          {sessions.data.map((session) => {
            const name = deviceName(session.userAgent);
            return (
              <li
                key={session.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-ink" title={session.userAgent}>
                    {name}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-muted">
                    {session.ip || 'Unknown address'} · signed in {dateTimeText(session.createdAt)} · last
                    seen {dateTimeText(session.lastSeenAt)}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    disabled={revoke.isPending && revoke.variables === session.id}
                    aria-label={`Sign out ${name} (signed in ${dateTimeText(session.createdAt)})`}
                    className={buttonClass('outline', 'sm')}
                    onClick={() =>
                      revoke.mutate(session.id, {
                        onSuccess: ({ message }) => toast.success(message),
                        onError: (error) => toast.error(errorMessage(error, 'Could not end that session')),
                      })
                    }
                  >
                    Sign out
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
