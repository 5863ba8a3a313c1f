import { paths, supportChatLink } from '@souk/core';
import { FloatingActions, FloatingChatButton, Link, t } from '@souk/ui';
import { pageUrl } from '@souk/web';
import { House, MessageCircle, Store, UserRound } from 'lucide-react';
import type * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClass } from '../../components/button-class.js';
import { ShopFinder } from '../../features/shop-finder/components/shop-finder.js';

const OWNER_TIPS = [
  /*i18n*/ 'Check that the shop name is spelled exactly as you registered it.',
  /*i18n*/ 'Shop names use hyphens instead of spaces (my-shop, not my shop).',
  /*i18n*/ 'Make sure your shop has been set up and published.',
];

const CUSTOMER_TIPS = [
  /*i18n*/ 'Check the link you were given for typing mistakes.',
  /*i18n*/ 'Ask the seller for the exact address of their shop.',
  /*i18n*/ 'Try the shop name with hyphens instead of spaces.',
];

function HelpList({ title, icon, tips }: { title: string; icon: React.ReactNode; tips: readonly string[] }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5 text-start shadow-sm">
      <h2 className="mb-3 flex items-center gap-2 font-semibold text-ink [&_svg]:size-5 [&_svg]:text-brand-600">
        {icon}
        {title}
      </h2>
      <ul className="list-disc space-y-1.5 ps-5 text-sm text-muted">
        {tips.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
    </section>
  );
}

/** Shop-not-found page (spec §2): 404, the shop lookup, help for owners and customers, home, chat tip. */
export function Component() {
  const navigate = useNavigate();
  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-8 text-center">
        <div>
          <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">404</p>
          <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{t('Oops! Shop Not Found')}</h1>
          <p className="mt-3 text-muted">
            {t(
              "We couldn't find the shop you were looking for. Enter its name below and we'll take you there.",
            )}
          </p>
        </div>

        <div className="w-full rounded-2xl border border-gray-200 bg-white p-6 text-start shadow-sm">
          <ShopFinder onNavigate={(path) => navigate(path)} />
        </div>

        <div className="grid w-full gap-4 sm:grid-cols-2">
          <HelpList title={t('Shop owners')} icon={<Store aria-hidden="true" />} tips={OWNER_TIPS} />
          <HelpList title={t('Customers')} icon={<UserRound aria-hidden="true" />} tips={CUSTOMER_TIPS} />
        </div>

        <Link href={paths.home()} className={buttonClass('outline', 'lg')}>
          <House aria-hidden="true" />
          {t('Go to Homepage')}
        </Link>

        <p className="flex items-center gap-2 text-sm text-muted">
          <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
          {t('Tip: still stuck? Use the chat button to message our support team.')}
        </p>
      </div>
      <FloatingActions>
        <FloatingChatButton href={supportChatLink(pageUrl(paths.notFound()))} />
      </FloatingActions>
    </main>
  );
}
