import { SOCIAL_NETWORKS, type SocialMedia } from '@souk/core';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { NETWORK_MARKS, networkButton } from '../lib/network-marks.js';
import { isWebUrl } from '../lib/web-url.js';

export interface SocialLinksProps extends React.ComponentProps<'ul'> {
  /** The seller's network → address map; networks without a web address are left out. */
  socialMedia: SocialMedia;
  /** Names the shop in each link's label ("Urban Threads on Facebook"). */
  shopName?: string;
}

/** Round icons linking to the seller's social networks, in the spec's order, each opening in a new tab. */
export function SocialLinks({ socialMedia, shopName, className, ...props }: SocialLinksProps) {
  const networks = SOCIAL_NETWORKS.filter((network) => isWebUrl(socialMedia[network]));
  if (networks.length === 0) return null;
  return (
    <ul data-slot="social-links" className={cn('flex flex-wrap gap-2', className)} {...props}>
      {networks.map((network) => {
        const style = NETWORK_MARKS[network];
        return (
          <li key={network}>
            <a
              href={socialMedia[network]?.trim()}
              target="_blank"
              rel="noopener noreferrer"
              title={style.name}
              className={cn(networkButton, style.className)}
            >
              <span aria-hidden="true">{style.mark}</span>
              <span className="sr-only">
                {shopName
                  ? t('{shopName} on {network} (opens in a new tab)', { shopName, network: style.name })
                  : t('{network} (opens in a new tab)', { network: style.name })}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
