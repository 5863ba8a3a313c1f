import { chatLink, productChatMessage } from '@souk/core';
import { t } from '@souk/ui';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../../components/button-class.js';
import { useSupportInfo } from '../../../shop/api/get-support-info.js';

export interface SellerChatLinkProps {
  sellerId: string;
  productName: string;
  pageUrl: string;
  className?: string;
}

/**
 * Chat with the seller's support number about a product (spec §2, §7): a pre-filled message naming the
 * product and its page. Nothing shows while the seller has no usable number.
 */
export function SellerChatLink({ sellerId, productName, pageUrl, className }: SellerChatLinkProps) {
  const support = useSupportInfo(sellerId);
  const info = support.data;
  const phone = info?.supportInfo.mobileNo || info?.seller.support.mobileNo;
  const href = info
    ? chatLink(phone, productChatMessage({ productName, pageUrl }), info.seller.countryCode)
    : null;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? buttonClass('outline')}>
      <MessageCircle aria-hidden="true" />
      {t('Chat with seller')}
      <span className="sr-only"> {t('(opens in a new tab)')}</span>
    </a>
  );
}
