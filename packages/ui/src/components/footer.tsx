import { INFO_PAGE_NAMES, INFO_PAGES, type InfoPageName, type SocialMedia } from '@souk/core';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { buttonVariants } from '../lib/button-variants.js';
import { cn } from '../lib/cn.js';
import { Link } from '../lib/link.js';
import type { SupportDetails } from '../lib/support-details.js';
import { DrawnIcon } from './drawn-icon.js';
import { Picture } from './picture.js';
import { SocialLinks } from './social-links.js';

export interface FooterProps extends React.ComponentProps<'footer'> {
  shopName: string;
  homeHref: string;
  logoSrc?: string | null;
  /** Where each of the seven info pages lives (spec §2 "/page/{pageName}"). */
  pageHref: (name: InfoPageName) => string;
  contactHref: string;
  support?: SupportDetails;
  socialMedia?: SocialMedia;
  /**
   * Subscribes the typed address (issue 22; the spec shows no handling, §2, §5) and answers what the box
   * then says: a confirmation (`ok`, the box empties) or what went wrong (the address stays to correct).
   */
  onSubscribe?: (email: string) => Promise<FooterSubscribeResult>;
  /** The copyright year; the current year by default. */
  year?: number;
  /** The shop's language picker (issue 22: `LanguagePicker`), in the bottom row; none by default. */
  languagePicker?: React.ReactNode;
}

/** What the newsletter box says after a sign-up: `ok` for a confirmation, else an error to correct. */
export interface FooterSubscribeResult {
  ok: boolean;
  message: string;
}

const footerLink = 'text-sm text-white/75 transition-colors hover:text-white hover:underline';

/**
 * The shop footer (spec §2): logo, quick links to the info pages, support info, the newsletter box, the
 * seller's social icons, copyright, the language picker when given, and the Privacy, Terms and Contact links.
 */
export function Footer({
  shopName,
  homeHref,
  logoSrc,
  pageHref,
  contactHref,
  support = {},
  socialMedia = {},
  onSubscribe,
  year = new Date().getFullYear(),
  languagePicker,
  className,
  ...props
}: FooterProps) {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<FooterSubscribeResult>();
  const sending = useRef(false);
  const emailId = useId();

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // one sign-up at a time: a second press while the first is on its way sends nothing
    if (!onSubscribe || sending.current) return;
    sending.current = true;
    const result = await onSubscribe(email.trim()).finally(() => {
      sending.current = false;
    });
    setNotice(result);
    if (result.ok) setEmail('');
  }

  return (
    <footer data-slot="footer" className={cn('mt-16 bg-ink text-white', className)} {...props}>
      {/* from lg the end gutter keeps the columns clear of the floating cart and chat buttons' corner */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:pe-24">
        <section aria-label={shopName} className="space-y-4">
          <Link href={homeHref} className="flex items-center gap-3">
            {logoSrc ? (
              <Picture
                src={logoSrc}
                alt=""
                width={44}
                height={44}
                sizes="44px"
                className="size-11 rounded-lg bg-white object-contain p-1"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-lg bg-white/10"
              >
                <DrawnIcon name="store" className="size-5" />
              </span>
            )}
            <span className="text-lg font-bold">{shopName}</span>
          </Link>
          <SocialLinks socialMedia={socialMedia} shopName={shopName} />
        </section>

        <nav aria-labelledby={`${emailId}-quick`}>
          <h2 id={`${emailId}-quick`} className="mb-4 text-sm font-semibold tracking-wide uppercase">
            {t('Quick Links')}
          </h2>
          <ul className="space-y-2">
            {INFO_PAGE_NAMES.map((name) => (
              <li key={name}>
                <Link href={pageHref(name)} className={footerLink}>
                  {t(INFO_PAGES[name].title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby={`${emailId}-support`}>
          <h2 id={`${emailId}-support`} className="mb-4 text-sm font-semibold tracking-wide uppercase">
            {t('Customer Support')}
          </h2>
          <ul className="space-y-3 text-sm text-white/75">
            {support.address && (
              <li className="flex gap-2">
                <DrawnIcon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                <span>{support.address}</span>
              </li>
            )}
            {support.phone && (
              <li className="flex gap-2">
                <DrawnIcon name="phone" className="mt-0.5 size-4 shrink-0" />
                <span dir="ltr">{support.phone}</span>
              </li>
            )}
            {support.email && (
              <li className="flex gap-2">
                <DrawnIcon name="mail" className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${support.email}`} className="break-all hover:text-white hover:underline">
                  {support.email}
                </a>
              </li>
            )}
            {support.hours && (
              <li className="flex gap-2">
                <DrawnIcon name="clock" className="mt-0.5 size-4 shrink-0" />
                <span>{support.hours}</span>
              </li>
            )}
          </ul>
        </section>

        <section aria-labelledby={`${emailId}-news`}>
          <h2 id={`${emailId}-news`} className="mb-4 text-sm font-semibold tracking-wide uppercase">
            {t('Newsletter')}
          </h2>
          <p className="mb-3 text-sm text-white/75">
            {t('News about new arrivals and offers from {shopName}.', { shopName })}
          </p>
          {/* the answer is the footer's own message, not the browser's bubble: noValidate */}
          <form noValidate onSubmit={subscribe} className="flex gap-2">
            <label htmlFor={emailId} className="sr-only">
              {t('Email address')}
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t('Your email')}
              aria-describedby={`${emailId}-notice`}
              aria-invalid={notice?.ok === false || undefined}
              className="h-10 min-w-0 flex-1 rounded-lg border border-white/20 bg-white/10 px-3 text-sm text-white placeholder:text-white/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            />
            <button type="submit" className={buttonVariants()}>
              {t('Subscribe')}
            </button>
          </form>
          {/*
            a live region always in the page, so a screen reader announces each new answer; a status only
            once it says something (an empty status on every shop page would be one more for nothing)
          */}
          <p
            id={`${emailId}-notice`}
            aria-live="polite"
            role={notice && 'status'}
            className={notice?.ok ? 'mt-3 text-sm' : 'mt-3 text-sm text-red-300'}
          >
            {notice && t(notice.message)}
          </p>
        </section>
      </div>

      <div className="border-t border-white/10">
        {/*
          the floating cart and chat buttons stay clear of the footer at the page's end: below lg the body
          ends with room as high as their dock (FloatingActions); from lg the end padding keeps the row
          beside their corner
        */}
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-white/60 sm:flex-row lg:pe-24">
          <p>{t('© {year} {shopName}. All rights reserved.', { year, shopName })}</p>
          {languagePicker}
          <ul className="flex gap-5">
            <li>
              <Link href={pageHref('privacy-policy')} className={footerLink}>
                {t('Privacy')}
              </Link>
            </li>
            <li>
              <Link href={pageHref('terms-and-conditions')} className={footerLink}>
                {t('Terms')}
              </Link>
            </li>
            <li>
              <Link href={contactHref} className={footerLink}>
                {t('Contact')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
