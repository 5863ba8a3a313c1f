import type { SocialNetwork } from '@souk/core';

/**
 * Display name and look of each social network (spec §2 footer and share buttons). Brand marks are drawn as
 * monograms on the network's colour, darkened where needed for 4.5:1 contrast with the white mark; the icon
 * set has no brand logos.
 */
export const NETWORK_MARKS: Readonly<
  Record<SocialNetwork, { name: string; mark: string; className: string }>
> = {
  facebook: { name: 'Facebook', mark: 'f', className: 'bg-[#1464D0]' },
  twitter: { name: 'X (Twitter)', mark: 'X', className: 'bg-black' },
  linkedin: { name: 'LinkedIn', mark: 'in', className: 'bg-[#0A66C2]' },
  github: { name: 'GitHub', mark: 'GH', className: 'bg-[#181717]' },
  instagram: { name: 'Instagram', mark: 'IG', className: 'bg-[#C13584]' },
  youtube: { name: 'YouTube', mark: 'YT', className: 'bg-[#CC0000]' },
  whatsapp: { name: 'WhatsApp', mark: 'WA', className: 'bg-[#0F7A5F]' },
};

/** The round, brand-coloured look of a network link. */
export const networkButton =
  'flex size-9 cursor-pointer items-center justify-center rounded-full text-xs font-bold text-white shadow-sm transition-transform hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
