import type { ShippingInfo } from '@souk/core';

/**
 * The words of the demo shops' month of activity (`activity.ts`): fictional shoppers, the notes they leave,
 * the carriers that ship their parcels and the messages they send. Every e-mail is `@example.com` and every
 * phone number is in the 555-01xx range (US) or a 555 exchange (ZA) that reaches nobody.
 */

/** A fictional guest shopper: the shipping info an order of theirs carries. */
export type DemoShopper = Required<
  Pick<ShippingInfo, 'name' | 'address' | 'email' | 'phone' | 'post' | 'province' | 'city' | 'area'>
>;

const shopper = (
  name: string,
  phone: string,
  address: string,
  area: string,
  city: string,
  province: string,
  post: string,
): DemoShopper => ({
  name,
  email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
  phone,
  address,
  area,
  city,
  province,
  post,
});

/** Shoppers of the US shops (country code 1): the shops ship nationwide. */
const US_SHOPPERS: readonly DemoShopper[] = [
  shopper(
    'Maya Thompson',
    '+1 (503) 555-0117',
    '2231 NE Alberta St',
    'Alberta Arts',
    'Portland',
    'Oregon',
    '97211',
  ),
  shopper(
    'Daniel Okafor',
    '+1 (206) 555-0183',
    '1508 E Pine St, Apt 4',
    'Capitol Hill',
    'Seattle',
    'Washington',
    '98122',
  ),
  shopper('Priya Raman', '+1 (512) 555-0148', '4410 Avenue B', 'Hyde Park', 'Austin', 'Texas', '78751'),
  shopper(
    'Lucas Moreno',
    '+1 (415) 555-0126',
    '780 Valencia St, Unit 2',
    'Mission District',
    'San Francisco',
    'California',
    '94110',
  ),
  shopper(
    'Grace Kim',
    '+1 (312) 555-0164',
    '2130 N Halsted St',
    'Lincoln Park',
    'Chicago',
    'Illinois',
    '60614',
  ),
  shopper('Owen Fischer', '+1 (720) 555-0139', '3325 Tejon St', 'Highland', 'Denver', 'Colorado', '80211'),
  shopper(
    'Hannah Brooks',
    '+1 (617) 555-0172',
    '41 Pinckney St',
    'Beacon Hill',
    'Boston',
    'Massachusetts',
    '02114',
  ),
];

/** Shoppers of the South African shop (country code 27): fresh orders go around Cape Town. */
const ZA_SHOPPERS: readonly DemoShopper[] = [
  shopper(
    'Lerato Khumalo',
    '082 555 0143',
    '14 Kloof Nek Road',
    'Tamboerskloof',
    'Cape Town',
    'Western Cape',
    '8001',
  ),
  shopper(
    'Pieter Janse',
    '083 555 0178',
    '27 Lower Main Road',
    'Observatory',
    'Cape Town',
    'Western Cape',
    '7925',
  ),
  shopper(
    'Zanele Ndlovu',
    '072 555 0121',
    '9 Jan Smuts Avenue',
    'Parktown North',
    'Johannesburg',
    'Gauteng',
    '2193',
  ),
  shopper('Fatima Davids', '084 555 0156', '53 Wale Street', 'Bo-Kaap', 'Cape Town', 'Western Cape', '8001'),
  shopper('Johan Botha', '071 555 0190', '118 Main Road', 'Muizenberg', 'Cape Town', 'Western Cape', '7945'),
  shopper(
    'Aisha Parker',
    '076 555 0134',
    '6 Belmont Road',
    'Rondebosch',
    'Cape Town',
    'Western Cape',
    '7700',
  ),
];

/** The shoppers of a shop by its country code (US for anything but South Africa). */
export function shoppersFor(countryCode: string): readonly DemoShopper[] {
  return countryCode === '27' ? ZA_SHOPPERS : US_SHOPPERS;
}

/** Notes some shoppers leave with their order. */
export const ORDER_NOTES: Record<'us' | 'za', readonly string[]> = {
  us: [
    'Please leave the parcel with the building concierge.',
    'It is a gift: please leave the receipt out of the box.',
    'The doorbell is broken, please knock.',
  ],
  za: [
    'Gate code 4821: please WhatsApp when you are 10 minutes away.',
    'If nobody is home, leave it with the security guard at the front gate.',
    'Please keep the chilled items together with the ice packs.',
  ],
};

/** A carrier and the shape of its tracking numbers (`#` a digit, `X` a capital letter or digit). */
export interface DemoCarrier {
  name: string;
  tracking: string;
}

export const CARRIERS: Record<'us' | 'za', readonly DemoCarrier[]> = {
  us: [
    { name: 'USPS', tracking: '9400 1118 99## #### #### ##' },
    { name: 'UPS', tracking: '1ZXXXXXX##########' },
    { name: 'FedEx', tracking: '############' },
  ],
  za: [
    { name: 'The Courier Guy', tracking: 'TCG########' },
    { name: 'Aramex', tracking: '###########' },
    { name: 'PostNet', tracking: 'PN#########ZA' },
  ],
};

/** Why a seller cancels an order, and why a bank transfer is rejected. */
export const SELLER_CANCEL_REASON = 'The shopper asked us to cancel: the order was placed twice by mistake.';
export const PAYMENT_REJECT_REASON =
  'No transfer with this reference has reached our account seven days after the order.';

/** A shopper's message to a shop; the first of each shop gets the seller's reply. */
export interface DemoMessage {
  subject: string;
  message: string;
}

export interface DemoMessages {
  messages: readonly DemoMessage[];
  /** The seller's answer to the first message. */
  reply: string;
}

export const SHOP_MESSAGES: Record<string, DemoMessages> = {
  'urban-threads': {
    messages: [
      {
        subject: 'Sizing of the linen shirt',
        message:
          'Hi! I am between a medium and a large in the chest (40 in). Which size would you pick in the Classic Linen Button-Down Shirt? Thanks!',
      },
      {
        subject: 'Exchange for another colour',
        message:
          'My chinos arrived yesterday and I love them, but the navy would go better with my wardrobe than the khaki. Can I exchange them?',
      },
      {
        subject: 'Gift wrapping',
        message:
          'Do you gift wrap orders other than the tote bag? It is for my brother, whose birthday is next week.',
      },
      {
        subject: 'Fleece half-zip back in stock?',
        message: 'The Fleece Half-Zip Pullover shows as sold out. Do you know when size L will be back?',
      },
      {
        subject: 'A loose button',
        message:
          'My Oxford shirt arrived with the second button hanging by a thread. No big deal, but could you send a spare one?',
      },
    ],
    reply:
      'Thanks for asking! The linen shirt is cut true to size with a relaxed fit, so at a 40 in chest the M fits as intended; take the L if you like to wear it open over a tee. If it does not work out, we swap it for free within 30 days.',
  },
  'green-pantry': {
    messages: [
      {
        subject: 'Delivery to Somerset West?',
        message:
          'Hello, do your vans deliver fresh orders to Somerset West, or only pantry items by courier? We would love the veg box.',
      },
      {
        subject: 'Veg box without aubergine',
        message:
          'Could you leave the aubergine out of my seasonal veg box? Anything else in its place is perfect.',
      },
      {
        subject: 'Monthly order for our office',
        message:
          'We would like 20 bags of rolled oats and 10 boxes of rooibos for our office kitchen every month. Do you have a business rate?',
      },
      {
        subject: 'How long does the biltong keep?',
        message: 'How long does the beef biltong keep once the bag is opened? Fridge or pantry?',
      },
      {
        subject: 'Eggs arrived cracked',
        message:
          'Two of the six eggs in my last delivery were cracked. Just letting you know so the driver can check.',
      },
    ],
    reply:
      'Hi, thank you for your message! Our vans reach Somerset West on Thursdays and Saturdays, so the veg box can come to you with the same R65 delivery fee. Choose Thursday or Saturday as the delivery day on the box and we will do the rest.',
  },
  'pixel-forge': {
    messages: [
      {
        subject: 'UK ISO keycaps for the Forge 75',
        message:
          'If I order the Forge 75 with the UK ISO layout, do the keycaps match the layout, or do I need a separate set?',
      },
      {
        subject: 'Dead pixel policy',
        message:
          'What is your policy on dead pixels for the 27-inch QHD monitor? I found one bright pixel near the corner.',
      },
      {
        subject: 'USB-C hub with a MacBook Air',
        message: 'Does the 7-in-1 hub drive an external 4K display at 60 Hz from an M2 MacBook Air?',
      },
      {
        subject: 'Warranty claim for my earbuds',
        message: 'My left Pulse earbud stopped charging after three months. How do I make a warranty claim?',
      },
      {
        subject: 'Invoice with our company details',
        message: 'Could you send an invoice with our company name and tax number for my last order?',
      },
    ],
    reply:
      'Good question! The UK ISO version ships with matching UK keycaps, including the tall Enter and the extra key beside the left Shift, so no separate set is needed. The hot-swap sockets take any 3- or 5-pin switch if you want to change the feel later.',
  },
};
