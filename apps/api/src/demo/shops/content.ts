/** Site-wide content tabs served by GET /content/{tab} (spec §7 Seller; the store's default tab is 'About Us'). */
export const contentTabs: Record<string, string> = {
  'About Us': [
    'Souk is a marketplace of independent shops. Every seller runs their own storefront with their own products, prices, payment methods and policies, and you buy directly from them.',
    'We built Souk for small businesses that want a real shop of their own without building one from scratch: a tailor in Portland, a grocer in Cape Town, a hardware lab in San Francisco. Each keeps its own name, its own address on Souk and its own customers.',
    'Shoppers can browse one shop at a time or search across every shop at once. Carts, wishlists and order tracking work with an account or as a guest.',
    'Questions about an order go straight to the seller — their support email, phone number and hours are at the top of every page of their shop. Questions about Souk itself can be sent to hello@souk.shop.',
  ].join('\n'),
  'Privacy Policy': [
    'This policy explains how Souk handles personal information across the platform. Each seller is responsible for the information you give them when you order, and publishes their own privacy policy on their shop.',
    'Souk stores the account details you register with (name, email address and a securely hashed password), your carts and wishlists, and the orders you place, so that sellers can fulfil them and you can track them.',
    'Guests are identified by a random session id kept in the browser for the session only. We use essential cookies to keep you signed in; we do not use advertising or cross-site tracking cookies.',
    'Payment card details are handled by the payment providers a seller chooses and never pass through or stay on Souk servers.',
    'You may ask for a copy of your information, or for it to be corrected or deleted, at any time by writing to privacy@souk.shop.',
  ].join('\n'),
  Terms: [
    'These terms govern the use of the Souk marketplace. By browsing or placing an order you agree to them.',
    "Souk provides the platform; each shop is operated by an independent seller who is the seller of record for every product in it. The contract of sale for an order is between you and that seller, under the seller's own terms, delivery, shipping and return policies.",
    'Prices, stock and shipping fees are set by the seller and confirmed by the server when an order is placed. An order is accepted when the seller confirms it; offline payments (bank transfer and cash on delivery) are confirmed by the seller when received.',
    "You agree not to misuse the platform: no automated scraping beyond reasonable use, no attempts to access other customers' information and no fraudulent orders.",
    'Souk may suspend shops or accounts that break these terms or the law. Nothing in these terms limits your statutory rights as a consumer.',
  ].join('\n'),
};
