import { SHARE_NETWORKS, shareLinks } from '@souk/core';
import { Link2 } from 'lucide-react';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { NETWORK_MARKS, networkButton } from '../lib/network-marks.js';

export interface ShareButtonsProps extends React.ComponentProps<'div'> {
  /** The page address to share. */
  url: string;
  /** The page's title, sent with the address where the network takes text. */
  title: string;
  /** Copies the address; the app owns the clipboard and its toasts (spec §8). */
  onCopy: () => void;
}

/** Share buttons (spec §2, §7): the social networks and the chat service with the page address, and copy link. */
export function ShareButtons({ url, title, onCopy, className, ...props }: ShareButtonsProps) {
  const links = shareLinks(url, title);
  return (
    <div data-slot="share-buttons" className={cn('flex flex-wrap items-center gap-2', className)} {...props}>
      <span className="text-sm font-medium text-muted">{t('Share:')}</span>
      <ul className="flex flex-wrap items-center gap-2">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              title={t('Share on {network}', { network: NETWORK_MARKS[network].name })}
              className={cn(networkButton, NETWORK_MARKS[network].className)}
            >
              <span aria-hidden="true">{NETWORK_MARKS[network].mark}</span>
              <span className="sr-only">
                {t('Share on {network} (opens in a new tab)', { network: NETWORK_MARKS[network].name })}
              </span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onCopy}
            title={t('Copy link')}
            className={cn(networkButton, 'bg-gray-600')}
          >
            <Link2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('Copy link')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
