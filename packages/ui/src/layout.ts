// Shop shell components (header, footer, floating buttons, banners, sharing).
export { BannerCarousel, type BannerCarouselProps } from './components/banner-carousel.js';
export { CountBadge, type CountBadgeProps } from './components/count-badge.js';
export { FloatingActions, type FloatingActionsProps } from './components/floating-actions.js';
export { FloatingCartButton, type FloatingCartButtonProps } from './components/floating-cart-button.js';
export { FloatingChatButton, type FloatingChatButtonProps } from './components/floating-chat-button.js';
export { Footer, type FooterProps, type FooterSubscribeResult } from './components/footer.js';
export { Header, type HeaderCategory, type HeaderProps } from './components/header.js';
export {
  LANGUAGE_CHOICE_ACTION,
  LanguagePicker,
  type LanguagePickerProps,
} from './components/language-picker.js';
export { ShareButtons, type ShareButtonsProps } from './components/share-buttons.js';
export { SocialLinks, type SocialLinksProps } from './components/social-links.js';
export type { SupportDetails } from './lib/support-details.js';
