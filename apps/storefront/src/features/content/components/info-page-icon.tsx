import type { InfoPageName } from '@souk/core';
import {
  FileText,
  type LucideIcon,
  Newspaper,
  Package,
  RotateCcw,
  ScrollText,
  ShieldCheck,
  Store,
  Truck,
} from 'lucide-react';

/** The icon of each info page (spec §2: the table is not shown; a document icon by default). */
const ICONS: Readonly<Record<InfoPageName, LucideIcon>> = {
  'about-our-shop': Store,
  'delivery-information': Truck,
  'shipping-policy': Package,
  'return-policy': RotateCcw,
  blogs: Newspaper,
  'privacy-policy': ShieldCheck,
  'terms-and-conditions': ScrollText,
};

export function InfoPageIcon({ pageName, className }: { pageName: string; className?: string }) {
  const Icon = Object.hasOwn(ICONS, pageName) ? ICONS[pageName as InfoPageName] : FileText;
  return <Icon aria-hidden="true" className={className} />;
}
