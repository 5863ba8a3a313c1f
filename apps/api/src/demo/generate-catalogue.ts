import { like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, products, type StoredBulkTier, sellers } from '../db/schema.js';
import { demoImageUrl } from './images.js';
import { deleteSellersWhere } from './shops/cleanup.js';

/**
 * A large generated catalogue for benchmarks (global search, listings): many sellers, each with a few
 * departments, and products whose names, brands and descriptions read like real ones, built from word
 * lists (adjective + material + noun, with a brand). Deterministic for a given seed.
 */

interface Department {
  category: string;
  /** Materials (or finishes) that make sense with these nouns. */
  groups: readonly { materials: readonly string[]; nouns: readonly string[] }[];
  uses: readonly string[];
  features: readonly string[];
  /** Unit price range in major units. */
  price: readonly [number, number];
}

/** `'Linen|Wool'` → `['Linen', 'Wool']`: keeps the word lists readable. */
function groups(...pairs: (readonly [string, string])[]): Department['groups'] {
  return pairs.map(([materials, nouns]) => ({ materials: materials.split('|'), nouns: nouns.split('|') }));
}

const DEPARTMENTS: readonly Department[] = [
  {
    category: 'Apparel',
    groups: groups(
      [
        'Organic Cotton|Bamboo Jersey|Hemp|Recycled Cotton|Slub Cotton',
        'T-Shirt|Polo Shirt|Henley|Hoodie|Joggers|Sweatshirt',
      ],
      ['Merino Wool|Cashmere Blend|Lambswool|Alpaca', 'Sweater|Cardigan|Beanie|Scarf|Turtleneck'],
      ['Linen|Brushed Flannel|Oxford Cotton|Chambray|Corduroy', 'Shirt|Overshirt|Trousers|Shorts'],
      ['Selvedge Denim|Stretch Denim|Raw Denim|Black Denim', 'Jeans|Jacket|Shorts|Skirt'],
      ['Recycled Polyester|Ripstop Nylon|Waxed Cotton', 'Windbreaker|Rain Jacket|Field Jacket|Parka'],
    ),
    uses: [
      'everyday wear',
      'the office and the weekend',
      'travel',
      'layering through the seasons',
      'warm summer days',
    ],
    features: [
      'Reinforced seams and a pre-shrunk finish keep the fit true wash after wash.',
      'A relaxed cut leaves room to move without looking oversized.',
      'Garment-dyed for a soft, lived-in colour from the first wear.',
      'Made in a family-run factory that we audit every year.',
      'Machine washable at 30 °C and quick to dry on the line.',
    ],
    price: [18, 140],
  },
  {
    category: 'Footwear',
    groups: groups(
      [
        'Full-Grain Leather|Suede|Nubuck|Waxed Leather|Vegan Leather',
        'Chelsea Boots|Loafers|Desert Boots|Derby Shoes|Sneakers',
      ],
      ['Canvas|Recycled Knit|Breathable Mesh', 'Sneakers|Slip-Ons|Running Shoes|Trainers'],
      ['Leather|Cork|Natural Rubber', 'Sandals|Slides|Flip-Flops'],
      ['Waterproof Leather|Gore-Tex', 'Hiking Boots|Trail Runners|Work Boots'],
    ),
    uses: ['city walking', 'long days on your feet', 'trails and travel', 'smart-casual outfits'],
    features: [
      'A cushioned footbed moulds to your foot over the first week.',
      'The stitched rubber sole can be replaced by any cobbler.',
      'A breathable lining keeps feet cool and dry.',
      'Grippy outsoles are tested on wet pavements.',
    ],
    price: [45, 220],
  },
  {
    category: 'Kitchen',
    groups: groups(
      [
        'Cast Iron|Carbon Steel|Enamelled Cast Iron|Stainless Steel|Copper',
        'Skillet|Dutch Oven|Saucepan|Wok|Roasting Tin',
      ],
      ['Damascus Steel|Stainless Steel|Carbon Steel', 'Chef Knife|Paring Knife|Bread Knife|Knife Set'],
      ['Acacia Wood|Olive Wood|Bamboo|Walnut', 'Cutting Board|Salad Bowl|Serving Board|Utensil Set'],
      [
        'Stoneware|Porcelain|Borosilicate Glass',
        'Espresso Cups|Mixing Bowl Set|Dinner Plates|Teapot|Mug Set',
      ],
      [
        'Stainless Steel|Matte Black|Brushed Copper',
        'Pour-Over Kettle|French Press|Spice Grinder|Milk Frother',
      ],
    ),
    uses: ['weeknight cooking', 'slow Sunday roasts', 'serving guests', 'your morning coffee ritual'],
    features: [
      'It heats evenly and holds temperature for a perfect sear.',
      'Dishwasher safe, though a quick hand wash keeps it looking new.',
      'Balanced and comfortable in the hand for long prep sessions.',
      'Oven safe up to 260 °C.',
      'Comes with a lifetime guarantee against manufacturing defects.',
    ],
    price: [12, 260],
  },
  {
    category: 'Home Decor',
    groups: groups(
      ['Wool|Linen|Cotton Waffle|Mohair', 'Throw Blanket|Cushion Cover|Bedspread'],
      ['Ceramic|Terracotta|Recycled Glass|Marble|Concrete', 'Vase|Plant Pot|Candle Holder|Bookends'],
      ['Brass|Oak|Rattan|Pleated Linen', 'Table Lamp|Floor Lamp|Pendant Light|Wall Mirror|Picture Frame'],
      ['Jute|Wool|Braided Cotton', 'Rug|Runner|Doormat'],
      ['Soy Wax|Beeswax', 'Scented Candle|Tealight Set'],
    ),
    uses: ['the living room', 'a calm bedroom', 'a bright entryway', 'gifting'],
    features: [
      'Each piece is finished by hand, so no two are exactly alike.',
      'A neutral palette that works with almost any interior.',
      'Sustainably sourced materials with certified supply chains.',
      'Arrives gift-ready in recyclable packaging.',
    ],
    price: [15, 320],
  },
  {
    category: 'Electronics',
    groups: groups(
      [
        'Matte Black|Graphite|Silver|Midnight Blue|Sand',
        'Wireless Headphones|Earbuds|Bluetooth Speaker|Soundbar|Smart Watch',
      ],
      [
        'Aluminium|Recycled Plastic|Titanium',
        'Power Bank|Action Camera|Webcam|E-Reader|Smart Plug|Fitness Tracker',
      ],
      ['4K|1080p|Wi-Fi', 'Security Camera|Video Doorbell|Dash Cam|Projector'],
    ),
    uses: ['working from home', 'commuting', 'workouts', 'travel', 'movie nights'],
    features: [
      'Bluetooth 5.3 connects quickly and stays connected across the room.',
      'USB-C fast charging gives hours of use from a ten-minute charge.',
      'Firmware updates add features over time.',
      'Backed by a two-year warranty and responsive support.',
      'Sharp, low-latency picture and sound with no subscription required.',
    ],
    price: [19, 420],
  },
  {
    category: 'Computer Accessories',
    groups: groups(
      ['Aluminium|Walnut|Steel', 'Laptop Stand|Monitor Arm|USB-C Hub|Docking Station|Headphone Stand'],
      ['Braided Nylon|Silicone', 'USB-C Cable|Lightning Cable|HDMI Cable|Charging Cable'],
      ['Felt|Cork|Leather|Neoprene', 'Desk Mat|Laptop Sleeve|Mouse Pad|Cable Organiser'],
      ['Low-Profile|Wireless|Hot-Swap|Silent', 'Mechanical Keyboard|Mouse|Numeric Keypad'],
    ),
    uses: ['a tidy desk', 'long coding sessions', 'hot-desking', 'creative work'],
    features: [
      'Plug-and-play on macOS, Windows and Linux.',
      'Tested for 20,000 bend cycles in our lab.',
      'Bulk pricing makes it easy to equip a whole team.',
      'An ergonomic design reduces strain during long days.',
    ],
    price: [9, 240],
  },
  {
    category: 'Outdoor Gear',
    groups: groups(
      [
        'Ripstop Nylon|Cordura|Waxed Canvas|Recycled Polyester',
        'Backpack|Daypack|Duffel Bag|Dry Bag|Hammock|Tent',
      ],
      ['Down|Synthetic Insulated', 'Sleeping Bag|Puffer Jacket|Camp Quilt'],
      ['Titanium|Stainless Steel|Aluminium', 'Water Bottle|Camping Stove|Camp Mug|Trekking Poles|Cookset'],
      ['Waterproof|Rechargeable', 'Headlamp|Lantern|Bike Light'],
    ),
    uses: ['weekend hikes', 'multi-day treks', 'car camping', 'wild swimming trips'],
    features: [
      'Weatherproof seams keep the rain out.',
      'Packs down small and weighs less than you expect.',
      'Field-tested on mountain routes in all four seasons.',
      'Repair kit and spare parts are available for years.',
    ],
    price: [14, 480],
  },
  {
    category: 'Beauty',
    groups: groups(
      ['Rosehip|Vitamin C|Hyaluronic|Niacinamide|Bakuchiol', 'Face Serum|Moisturiser|Eye Cream|Face Oil'],
      [
        'Shea Butter|Marula Oil|Aloe Vera|Oat Milk|Coconut',
        'Body Lotion|Hand Cream|Lip Balm|Body Butter|Cleansing Balm',
      ],
      ['Charcoal|Green Tea|Kaolin Clay|Lavender|Rosemary', 'Face Mask|Shampoo Bar|Soap Bar|Conditioner Bar'],
      ['Mineral|Reef-Safe', 'Sunscreen SPF 50|Tinted Sunscreen|Lip Balm SPF 30'],
    ),
    uses: ['sensitive skin', 'your morning routine', 'dry winter skin', 'daily protection'],
    features: [
      'Free from parabens, sulphates and synthetic fragrance.',
      'Dermatologically tested and suitable for all skin types.',
      'Packaged in recyclable glass with a refill option.',
      'Never tested on animals.',
    ],
    price: [6, 85],
  },
  {
    category: 'Grocery',
    groups: groups(
      [
        'Single-Origin|Fair Trade|Organic|Small-Batch',
        'Coffee Beans|Ground Coffee|Loose Leaf Tea|Matcha|Hot Chocolate',
      ],
      ['Raw|Wild|Organic', 'Honey|Maple Syrup|Jam|Marmalade'],
      ['Cold-Pressed|Extra Virgin|Organic', 'Olive Oil|Avocado Oil|Sesame Oil'],
      ['Stone-Ground|Wholegrain|Organic|Gluten-Free', 'Rolled Oats|Granola|Pasta|Flour|Muesli'],
      ['Smoked|Fermented|Spicy|Crunchy', 'Hot Sauce|Chilli Oil|Mustard|Peanut Butter'],
    ),
    uses: ['slow breakfasts', 'the pantry', 'gifting food lovers', 'everyday cooking'],
    features: [
      'Sourced directly from the growers, who are paid above market prices.',
      'Packed fresh every week in compostable bags.',
      'No additives, preservatives or artificial flavours.',
      'Award-winning flavour at a regional food fair.',
    ],
    price: [3, 45],
  },
  {
    category: 'Toys',
    groups: groups(
      ['Wooden|Beechwood|Bamboo', 'Building Blocks|Train Set|Stacking Rings|Balance Bike|Doll House|Puzzle'],
      ['Organic Cotton|Felt|Knitted', 'Plush Bear|Rag Doll|Play Food Set|Finger Puppets'],
      ['Family|Strategy|Cooperative', 'Board Game|Card Game|Puzzle Game'],
      ['Rainbow|Outdoor|Glow-in-the-Dark', 'Kite|Art Set|Bubble Kit|Chalk Set'],
    ),
    uses: ['rainy afternoons', 'toddlers', 'family game night', 'creative play'],
    features: [
      'Finished with non-toxic, water-based paints.',
      'Safety tested to EN 71 and ASTM standards.',
      'Encourages open-ended, screen-free play.',
      'Built to be handed down to the next child.',
    ],
    price: [8, 150],
  },
  {
    category: 'Office',
    groups: groups(
      ['Recycled Paper|Dotted|Leather-Bound|Linen-Bound', 'Notebook|Planner|Sketchbook|Journal'],
      ['Brass|Aluminium|Resin', 'Fountain Pen|Ballpoint Pen|Mechanical Pencil'],
      ['Cork|Walnut|Canvas|Felt|Leather', 'Desk Organiser|Pencil Case|Letter Tray|Document Bag|Laptop Bag'],
      ['LED|Brass|Dimmable', 'Desk Lamp|Clip Lamp'],
    ),
    uses: ['focused work', 'meetings', 'journaling', 'the home office'],
    features: [
      'Acid-free paper that takes fountain-pen ink without bleeding.',
      'Designed to keep your desk clear and your head clearer.',
      'Refillable, so you buy it once.',
    ],
    price: [5, 120],
  },
  {
    category: 'Sports & Fitness',
    groups: groups(
      ['Natural Rubber|Cork|Recycled TPE', 'Yoga Mat|Yoga Block|Resistance Bands'],
      ['Cast Iron|Rubber-Coated|Adjustable', 'Kettlebell|Dumbbell Set|Weight Plates'],
      [
        'Breathable Mesh|Neoprene|Recycled Polyester',
        'Running Vest|Gym Bag|Cycling Gloves|Compression Sleeves',
      ],
      ['High-Density|Speed|Weighted', 'Foam Roller|Jump Rope|Agility Ladder'],
    ),
    uses: ['home workouts', 'the gym', 'recovery days', 'marathon training'],
    features: [
      'A non-slip surface that grips even when you sweat.',
      'Dense enough to last years of daily training.',
      'Comes with a guide to twenty beginner exercises.',
    ],
    price: [9, 190],
  },
  {
    category: 'Garden',
    groups: groups(
      ['Carbon Steel|Stainless Steel|Forged Steel', 'Pruning Shears|Trowel|Hand Fork|Garden Spade'],
      ['Galvanised Steel|Cedar|Recycled Plastic', 'Raised Bed|Watering Can|Compost Bin|Bird Feeder|Planter'],
      ['Leather|Bamboo|Nitrile', 'Garden Gloves|Kneeling Pad'],
      ['Heirloom|Organic', 'Seed Kit|Herb Garden Kit|Tomato Seeds'],
    ),
    uses: ['balcony gardens', 'vegetable beds', 'weekend gardening', 'new gardeners'],
    features: [
      'Rust-resistant and made to live outdoors.',
      'Ergonomic handles reduce strain on your wrists.',
      'Each seed kit includes a sowing calendar for your region.',
    ],
    price: [7, 230],
  },
  {
    category: 'Pet Supplies',
    groups: groups(
      ['Orthopedic Foam|Memory Foam|Waxed Canvas', 'Dog Bed|Cat Bed|Crate Mat'],
      ['Rope|Natural Rubber|Hemp', 'Chew Toy|Tug Toy|Fetch Ball'],
      ['Leather|Biothane|Recycled Nylon', 'Leash|Collar|Harness'],
      ['Stainless Steel|Ceramic|Bamboo', 'Food Bowl|Water Fountain|Treat Jar'],
      ['Sisal|Corrugated Cardboard', 'Cat Scratcher|Scratching Post'],
    ),
    uses: ['dogs of every size', 'indoor cats', 'daily walks', 'travel with pets'],
    features: [
      'Machine-washable cover for easy cleaning.',
      'Tested by our own dogs and cats (they approve).',
      'Non-toxic materials that are safe to chew.',
    ],
    price: [6, 160],
  },
];

const ADJECTIVES = [
  'Classic',
  'Everyday',
  'Premium',
  'Rugged',
  'Lightweight',
  'Compact',
  'Vintage',
  'Modern',
  'Essential',
  'Deluxe',
  'Handcrafted',
  'Minimalist',
  'Ultra-Soft',
  'Heavy-Duty',
  'Slim',
  'Oversized',
  'Eco',
  'Travel',
  'Pro',
  'Signature',
  'Heritage',
  'Urban',
  'Coastal',
  'Nordic',
  'Artisan',
  'Weekend',
  'All-Weather',
  'Studio',
  'Field',
  'Cloud',
] as const;

const COLOURS = [
  'Charcoal',
  'Navy',
  'Olive',
  'Sand',
  'Rust',
  'Forest Green',
  'Slate',
  'Ivory',
  'Black',
  'Burgundy',
  'Sky Blue',
  'Terracotta',
  'Mustard',
  'Stone',
  'Sage',
] as const;

const BRAND_STARTS = [
  'Nord',
  'Vela',
  'Kiro',
  'Alto',
  'Mira',
  'Soma',
  'Tala',
  'Brio',
  'Luma',
  'Oro',
  'Zeno',
  'Pax',
  'Ridge',
  'Ember',
  'Cobalt',
  'Juni',
  'Harbo',
  'Atla',
  'Fabel',
  'Maple',
  'Quill',
  'Rowan',
  'Sable',
  'Tundra',
  'Verde',
] as const;
const BRAND_ENDS = [
  'vik',
  'line',
  'craft',
  'works',
  'co',
  'lab',
  'wear',
  'home',
  'gear',
  'field',
  'ora',
  'ton',
] as const;

const SHOP_FIRST = [
  'copper',
  'harbor',
  'maple',
  'cedar',
  'atlas',
  'lumen',
  'summit',
  'orchard',
  'river',
  'north',
  'golden',
  'silver',
  'meadow',
  'coastal',
  'ember',
  'juniper',
  'saffron',
  'indigo',
  'granite',
  'willow',
  'sparrow',
  'lantern',
  'pine',
] as const;
const SHOP_SECOND = [
  'lane',
  'market',
  'supply',
  'trading',
  'goods',
  'house',
  'collective',
  'outfitters',
  'emporium',
  'studio',
  'depot',
  'store',
  'corner',
  'works',
  'bazaar',
  'mercantile',
] as const;

const CLOSINGS = [
  'Ships within two working days.',
  'Free returns within 30 days.',
  'Backed by our one-year guarantee.',
  'Loved by thousands of customers.',
  'Limited stock — reorder dates are on our blog.',
] as const;

const CURRENCIES = [
  { currency: 'USD', countryCode: '1' },
  { currency: 'ZAR', countryCode: '27' },
  { currency: 'EUR', countryCode: '49' },
  { currency: 'GBP', countryCode: '44' },
] as const;

/**
 * mulberry32: a tiny, fast, seedable PRNG (deterministic catalogues, and the search quality cases).
 * @example const next = seededRandom(42); next() // a number in [0, 1)
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Fisher–Yates on a copy. */
function shuffle<T>(next: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    const item = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = item;
  }
  return copy;
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface GenerateCatalogueOptions {
  products: number;
  sellers: number;
  /** Rows per INSERT statement (default 1000). */
  batchSize?: number;
  /** PRNG seed (default 42): the same seed gives the same catalogue. */
  seed?: number;
  /** Id prefix of the generated rows (default `gen`); an earlier catalogue with this prefix is replaced. */
  prefix?: string;
  /** Called after every batch with the products inserted so far. */
  onProgress?: (inserted: number, total: number) => void;
}

export interface GenerateCatalogueResult {
  sellers: number;
  categories: number;
  products: number;
  /** Sellers (and their orders) of an earlier run with the same prefix that were removed first. */
  replaced: { sellers: number; orders: number };
  ms: number;
}

/** A product row as `json_populate_recordset` reads it: column names, JSON values. */
export interface ProductRecord {
  id: string;
  seller_id: string;
  name: string;
  slug: string;
  description: string;
  images: string[];
  price_cents: number;
  discount: number;
  stock: number;
  show_stock_quantity: boolean;
  pack_size: number;
  bulk_pricing: StoredBulkTier[];
  addons: never[];
  brand: string;
  category: string;
  currency: string;
  seo_title: string;
  seo_description: string;
  seo_image: string;
  seo_keywords: string;
  created_at: string;
}

const PRODUCT_COLUMNS = sql.raw(
  [
    'id',
    'seller_id',
    'name',
    'slug',
    'description',
    'images',
    'price_cents',
    'discount',
    'stock',
    'show_stock_quantity',
    'pack_size',
    'bulk_pricing',
    'addons',
    'brand',
    'category',
    'currency',
    'seo_title',
    'seo_description',
    'seo_image',
    'seo_keywords',
    'created_at',
  ].join(', '),
);

/**
 * One INSERT of many products with a single JSON parameter: far cheaper to build, send and parse than a
 * VALUES list with twenty parameters per row (the database's own work — the search vector and its GIN
 * indexes — is what remains).
 */
async function insertProducts(db: Db, rows: ProductRecord[]): Promise<void> {
  await db.execute(
    sql`insert into ${products} (${PRODUCT_COLUMNS}) select ${PRODUCT_COLUMNS} from json_populate_recordset(null::${products}, ${JSON.stringify(rows)}::json)`,
  );
}

interface GeneratedSeller {
  id: string;
  name: string;
  currency: string;
  departments: Department[];
  brands: string[];
}

type SellerRow = typeof sellers.$inferInsert;
type CategoryRow = typeof categories.$inferInsert;

export interface GenerateCatalogueRowsOptions {
  products: number;
  sellers: number;
  /** PRNG seed (default 42): the same seed gives the same catalogue. */
  seed?: number;
  /** Id prefix of the generated rows (default `gen`). */
  prefix?: string;
}

/** The rows of a generated catalogue, built without a database. */
export interface GeneratedCatalogue {
  sellers: SellerRow[];
  categories: CategoryRow[];
  /**
   * The products in order, each built as it is read (a catalogue of 100 000 never sits in memory whole
   * unless its reader keeps it). They continue the sellers' PRNG stream: read them once.
   */
  products: Generator<ProductRecord, void, undefined>;
}

/**
 * The rows `generateCatalogue` inserts, as plain values: benchmarks that need the catalogue but no
 * database (the search quality suite) read the very same products.
 * @example const { products } = generateCatalogueRows({ products: 5000, sellers: 200 })
 */
export function generateCatalogueRows(options: GenerateCatalogueRowsOptions): GeneratedCatalogue {
  const prefix = options.prefix ?? 'gen';
  if (!/^[a-z][a-z0-9]{0,15}$/.test(prefix)) throw new Error('prefix: 1–16 lower-case letters or digits');
  const total = Math.max(0, Math.floor(options.products));
  const sellerCount = Math.max(1, Math.floor(options.sellers));
  const next = seededRandom(options.seed ?? 42);
  const epoch = Date.UTC(2026, 10, 1, 9);

  const generated: GeneratedSeller[] = [];
  const sellerRows: SellerRow[] = [];
  const categoryRows: CategoryRow[] = [];
  for (let index = 0; index < sellerCount; index++) {
    const first = pick(next, SHOP_FIRST);
    const second = pick(next, SHOP_SECOND);
    const number = String(index + 1).padStart(4, '0');
    const id = `${prefix}-seller-${number}`;
    const name = `${first}-${second}-${prefix}${number}`;
    const shopName = `${titleCase(first)} ${titleCase(second)}`;
    const money = pick(next, CURRENCIES);
    const departments = shuffle(next, DEPARTMENTS).slice(0, 3 + Math.floor(next() * 4));
    const brands = Array.from({ length: 3 }, () => `${pick(next, BRAND_STARTS)}${pick(next, BRAND_ENDS)}`);
    generated.push({ id, name, currency: money.currency, departments, brands });
    sellerRows.push({
      id,
      name,
      shopName,
      image: demoImageUrl(`logos/${first}-${second}.svg`),
      countryCode: money.countryCode,
      currency: money.currency,
      supportEmail: `support@${first}${second}.example`,
      supportPhone: `0${Math.floor(100_000_000 + next() * 899_999_999)}`,
      supportHours: 'Mon–Fri 9:00–17:00',
      supportAddress: `${1 + Math.floor(next() * 400)} ${titleCase(pick(next, SHOP_FIRST))} Street`,
      socialLinks: { instagram: `https://www.instagram.com/${first}${second}` },
      linksContent: {
        aboutShop: `${shopName} sells ${departments.map((d) => d.category.toLowerCase()).join(', ')}.`,
      },
      shippingFeeCents: null,
    });
    departments.forEach((department, position) => {
      categoryRows.push({
        id: `${prefix}-category-${number}-${position}`,
        sellerId: id,
        name: department.category,
        slug: slugify(department.category),
        image: demoImageUrl(`categories/${first}-${second}/${slugify(department.category)}.svg`),
        position,
      });
    });
  }

  function* productRows(): Generator<ProductRecord, void, undefined> {
    for (let index = 0; index < total; index++) {
      const seller = generated[index % generated.length];
      if (!seller) throw new Error('no seller');
      yield generateProduct(next, prefix, index, seller, epoch);
    }
  }
  return { sellers: sellerRows, categories: categoryRows, products: productRows() };
}

/**
 * Inserts a generated catalogue of `products` products across `sellers` sellers with multi-row INSERTs of
 * `batchSize` rows, replacing an earlier catalogue with the same prefix. Demo shops and other sellers are
 * left alone.
 * @example await generateCatalogue(db, { products: 100_000, sellers: 200 })
 */
export async function generateCatalogue(
  db: Db,
  options: GenerateCatalogueOptions,
): Promise<GenerateCatalogueResult> {
  const started = performance.now();
  const prefix = options.prefix ?? 'gen';
  const total = Math.max(0, Math.floor(options.products));
  const batchSize = Math.max(1, Math.min(Math.floor(options.batchSize ?? 1000), 2000));
  const catalogue = generateCatalogueRows({ ...options, prefix });

  const replaced = await deleteSellersWhere(db, like(sellers.id, `${prefix}-seller-%`));

  for (let offset = 0; offset < catalogue.sellers.length; offset += batchSize)
    await db.insert(sellers).values(catalogue.sellers.slice(offset, offset + batchSize));
  for (let offset = 0; offset < catalogue.categories.length; offset += batchSize)
    await db.insert(categories).values(catalogue.categories.slice(offset, offset + batchSize));

  let inserted = 0;
  let rows: ProductRecord[] = [];
  for (const row of catalogue.products) {
    rows.push(row);
    if (rows.length < batchSize) continue;
    await insertProducts(db, rows);
    inserted += rows.length;
    rows = [];
    options.onProgress?.(inserted, total);
  }
  if (rows.length > 0) {
    await insertProducts(db, rows);
    inserted += rows.length;
    options.onProgress?.(inserted, total);
  }
  // PGlite never autovacuums: without this, planner statistics are missing and the GIN indexes' pending
  // lists stay unmerged, which doubles the time of broad searches
  await db.execute(sql`vacuum analyze ${products}`);
  await db.execute(sql`analyze ${sellers}, ${categories}`);

  return {
    sellers: catalogue.sellers.length,
    categories: catalogue.categories.length,
    products: inserted,
    replaced,
    ms: Math.round(performance.now() - started),
  };
}

function generateProduct(
  next: () => number,
  prefix: string,
  index: number,
  seller: GeneratedSeller,
  epoch: number,
): ProductRecord {
  const department = pick(next, seller.departments);
  const group = pick(next, department.groups);
  const adjective = pick(next, ADJECTIVES);
  const material = pick(next, group.materials);
  const noun = pick(next, group.nouns);
  const brand = pick(next, seller.brands);
  const roll = next();
  let name = `${adjective} ${material} ${noun}`;
  if (roll < 0.45) name = `${brand} ${name}`;
  else if (roll < 0.7) name = `${name} – ${pick(next, COLOURS)}`;
  const packSize = next() < 0.1 ? pick(next, [2, 3, 4, 6, 10, 12]) : 1;
  if (packSize > 1) name = `${name} (${packSize}-Pack)`;

  const [low, high] = department.price;
  const major = low + (high - low) * next() ** 2;
  const priceCents = Math.max(99, Math.round(major) * 100 - pick(next, [1, 1, 5, 0, 50]));
  const discount = next() < 0.3 ? pick(next, [5, 10, 15, 20, 25, 30, 40]) : 0;
  const stock = next() < 0.08 ? 0 : Math.floor(1 + next() ** 2 * 500);
  let bulkPricing: StoredBulkTier[] = [];
  if (next() < 0.1) {
    const quantity = pick(next, [5, 10, 20]);
    const tierCents = Math.round((priceCents * quantity * 0.9) / 10) * 10;
    bulkPricing = [{ quantity, price: tierCents / 100 }];
  }
  const use = pick(next, department.uses);
  const description = [
    name.startsWith(brand)
      ? `The ${name} is designed for ${use}.`
      : `The ${name} from ${brand} is designed for ${use}.`,
    pick(next, department.features),
    pick(next, department.features),
    pick(next, CLOSINGS),
  ]
    .filter((sentence, position, all) => all.indexOf(sentence) === position)
    .join(' ');
  const slug = `${slugify(name)}-${index.toString(36)}`;
  const sellerSlug = seller.name;
  const image = demoImageUrl(`${sellerSlug}/${slugify(`${material} ${noun}`)}-${1 + (index % 4)}.svg`);
  return {
    id: `${prefix}-product-${String(index).padStart(7, '0')}`,
    seller_id: seller.id,
    name,
    slug,
    description,
    images: [image],
    price_cents: priceCents,
    discount,
    stock,
    show_stock_quantity: next() < 0.7,
    pack_size: packSize,
    bulk_pricing: bulkPricing,
    addons: [],
    brand,
    category: department.category,
    currency: seller.currency,
    seo_title: name,
    seo_description: description.slice(0, 160),
    seo_image: image,
    seo_keywords: [noun, material, department.category, brand].join(', ').toLowerCase(),
    created_at: new Date(epoch - index * 60_000).toISOString(),
  };
}
