import { contentParagraphs, infoPageContent, infoPageTitle, isInfoPageName } from '@souk/core';
import { Breadcrumb, Link, t } from '@souk/ui';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { useAdminSlots } from '../../../lib/admin-slots.js';
import { errorMessage } from '../../../lib/error-message.js';
import { linksContentKeys, useLinksContent } from '../api/get-links-content.js';
import { InfoPageIcon } from './info-page-icon.js';

export interface InfoPageProps {
  /** The seller whose texts to show; missing while the seller is not known yet. */
  sellerId: string | undefined;
  shopName: string;
  pageName: string;
  homeHref: string;
  /** The banner strip above the page (220 px, spec §9). */
  banners?: React.ReactNode;
}

function Loading({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
      {children}
    </p>
  );
}

/**
 * An info page (spec §2 Info page): icon and display title for the page name, breadcrumb Home > title, the
 * seller's text split into paragraphs or the no-content texts, and a closing line back home.
 */
export function InfoPage({ sellerId, shopName, pageName, homeHref, banners }: InfoPageProps) {
  const content = useLinksContent(sellerId);
  // a known page's title is ours to translate; an unknown name shows as it is
  const title = isInfoPageName(pageName) ? t(infoPageTitle(pageName)) : pageName;
  const admin = useAdminSlots();

  let body: React.ReactNode;
  if (!sellerId) body = <Loading>{t('Loading seller information...')}</Loading>;
  else if (content.isPending) body = <Loading>{t('Loading content...')}</Loading>;
  else if (content.isError) {
    body = (
      <p role="alert" className="py-8 text-center text-sale">
        {t(errorMessage(content.error, /*i18n*/ 'Failed to fetch content'))}
      </p>
    );
  } else {
    const text = infoPageContent(content.data, pageName);
    const { kind, paragraphs } = contentParagraphs(text);
    body = (
      <div
        className={kind === 'empty' ? 'py-8 text-center text-muted' : 'space-y-4 leading-relaxed text-ink/90'}
      >
        {paragraphs.map((paragraph, index) => (
          // paragraphs have no identity of their own; their order is the content
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{kind === 'empty' ? t(paragraph) : paragraph}</p>
        ))}
      </div>
    );
    // the seller's admin mode edits the text in place
    if (admin) {
      body = (
        <admin.InfoPage pageName={pageName} content={text} queryKey={linksContentKeys.detail(sellerId)}>
          {body}
        </admin.InfoPage>
      );
    }
  }

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      {banners}
      <Breadcrumb items={[{ label: t('Home'), href: homeHref }, { label: title }]} />
      <article className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10">
        <header className="mb-6 flex items-center gap-4 border-b border-gray-100 pb-6">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <InfoPageIcon pageName={pageName} className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        </header>
        {body}
        <p className="mt-10 border-t border-gray-100 pt-6 text-sm text-muted">
          {t('Thank you for visiting {shopName}.', { shopName })}{' '}
          <Link href={homeHref} className="font-semibold text-brand-700 hover:underline">
            {t('Return to Home')}
          </Link>
        </p>
      </article>
    </main>
  );
}
