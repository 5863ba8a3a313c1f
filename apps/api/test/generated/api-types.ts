// Generated from GET /api/openapi.json by test/openapi-client.test.ts; after an API change run
// `pnpm --filter @souk/api exec vitest run test/openapi-client.test.ts -u` and commit the result.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the server process answers (the database is not asked) */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers; 503 with Retry-After while it cannot be reached */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/get-categorys/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop's categories in display order */
    get: operations['getCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/seller/{sellerId}/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop home's lists: featured, latest, top rated and discounted products */
    get: operations['getHomeProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/seller/{sellerId}/product/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A product by its slug, with related and more products of the shop
     * @description A slug the product had before the seller changed it answers 301, Location the same call with the slug of today.
     */
    get: operations['getProductBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/seller/{sellerId}/product/id/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product by its id, with related and more products of the shop */
    get: operations['getProductById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/seller/price-range-latest-product/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop's price range and latest products, for the listing filters */
    get: operations['getPriceRangeAndLatest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/banner/get/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop's banners, wrapped in `banner` */
    get: operations['getBanners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/banners/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop's banners as a plain list */
    get: operations['listBanners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/seller/{sellerId}/query-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of a shop's products by category, rating, price and search text */
    get: operations['queryProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/search-products/{searchValue}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of products of every shop matching the search text (typos forgiven), best first, with facets */
    get: operations['searchProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/customer/submit-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Review a product (the account name is used when signed in) */
    post: operations['submitReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/customer/get-reviews/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of a product's reviews with the count per star */
    get: operations['getReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search-seller': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop by its name (case-insensitive); `seller` is null when there is none */
    get: operations['findSellerByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search-seller-by-id': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop by its id; `seller` is null when there is none */
    get: operations['findSellerById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/shops': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The directory of every shop, for the search portal */
    get: operations['listShops'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/get-support-info-by-seller/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop's support contact details and the shop itself */
    get: operations['getSupportInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/social-media/seller/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop's social network links */
    get: operations['getSocialMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/links-content/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shop's info-page texts (about, privacy, terms…) */
    get: operations['getLinksContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/save-contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to a shop from its contact page */
    post: operations['sendContactMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shops/{sellerName}/manifest.webmanifest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A shop's web app manifest: installing the shop opens that shop
     * @description The shop's name, icons made from its logo, the theme colour, and `start_url` and `scope` at `/{sellerName}/`. 404 for an unknown shop.
     */
    get: operations['getShopManifest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shops/{sellerName}/icons/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of a shop's app icons: a square PNG made from its logo
     * @description `192.png` and `512.png` show the whole logo, `maskable-512.png` the logo inside the safe zone on white; Souk's bag on its green when the shop has no logo or it cannot be read. `v` names the logo (the manifest's addresses carry it): the current one is kept for good. 404 for an unknown shop.
     */
    get: operations['getShopIcon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shops/{sellerName}/newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe an address to a shop's newsletter (double opt-in)
     * @description Answers alike whether the address is new, waiting for its confirmation or already subscribed; a new or pending address (at most once a minute) and an unsubscribed one are mailed a confirm link, valid for 48 hours. 404 for an unknown shop, 429 after 10 calls a minute from one client.
     */
    post: operations['subscribeToNewsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shops/{sellerName}/products/{productId}/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a back-in-stock or price-drop alert on a product (double opt-in)
     * @description Answers as the newsletter sign-up, alike whether the address is new, pending or already subscribed, and mails a confirm link where one is due. `back_in_stock` only for a product out of stock (400 otherwise); a `price_drop` alert mails each time the price falls below the one at sign-up or at its last mail. 404 for an unknown shop or a product not of that shop, 429 after 10 calls a minute from one client.
     */
    post: operations['subscribeToProductAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a subscription with its mailed link's token
     * @description Idempotent: a confirmed subscription answers the same. 400 for a forged, altered or expired link, or for a subscription ended since the link was mailed.
     */
    post: operations['confirmSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscriptions/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What an unsubscribe link will do, changing nothing
     * @description Mail scanners fetch links before anyone clicks: this answers the shop, the masked address and the state, and only POST unsubscribes. 400 for a forged link.
     */
    get: operations['describeUnsubscribeLink'];
    put?: never;
    /**
     * Unsubscribe with a signed link (the page, or RFC 8058 one-click)
     * @description The token sits in the address, as the mail's `List-Unsubscribe` header gives it; the body, if any, is ignored (mail clients send `List-Unsubscribe=One-Click`). Idempotent. 400 for a forged link.
     */
    post: operations['unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content/{tab}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An info page's text, keyed by the tab's name */
    get: operations['getContent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/add-to-card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a product to a customer's or a guest's cart
     * @description The owner is the body's `userId` (it must be the signed-in customer: 401 without a token, 403 for another id), else the guest `sessionId` of the body. 201 when a line was created, 200 when an existing line grew. Client prices are ignored. 409 when the owner has a cart in another shop and none in this product's shop, unless `startNewCart` is true: a cart then starts here and the other shop's cart is kept (parked carts).
     */
    post: operations['addToCart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/get-card-product/{userId}/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A signed-in customer's cart with one seller's shipping fee */
    get: operations['getCart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/get-card-product-guest/{sessionId}/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A guest session's cart with one seller's shipping fee
     * @description The session id in the path is the guest's credential (400 when malformed).
     */
    get: operations['getGuestCart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/delete-card-product/{cartId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a line from the caller's cart */
    delete: operations['removeFromCart'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/quantity-inc/{cartId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Add one to the quantity of a cart line
     * @description Refused (400) at the line limit; above the stock the line shows as out of stock.
     */
    put: operations['increaseCartQuantity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/quantity-dec/{cartId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Take one from the quantity of a cart line
     * @description Refused (400) below a quantity of 1.
     */
    put: operations['decreaseCartQuantity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/update-cart-item/{cartId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace the add-ons of a cart line */
    put: operations['updateCartItem'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/add-to-wishlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a product to a customer's or a guest's wishlist
     * @description The owner is the body's `userId` (it must be the signed-in customer: 401 without a token, 403 for another id), else the guest `sessionId` of the body. Only the product is stored; the display fields of the body are ignored. 409 when the product is already listed.
     */
    post: operations['addToWishlist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/get-wishlist-products/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A signed-in customer's wishlist */
    get: operations['getWishlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/get-wishlist-products-guest/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A guest session's wishlist
     * @description The session id in the path is the guest's credential (400 when malformed).
     */
    get: operations['getGuestWishlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/product/delete-wishlist-product/{wishlistId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an item from the caller's wishlist */
    delete: operations['removeFromWishlist'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/products-by-ids/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A shop's products by ids, as they are now, in the order asked
     * @description `ids`: 1 to 12 product ids separated by commas. Ids the shop does not show (unknown, another shop's, unpublished, deleted) are left out of the answer.
     */
    get: operations['getProductsByIds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/recently-viewed/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's recently viewed products in a shop, newest first */
    get: operations['getRecentlyViewed'];
    put?: never;
    /**
     * Put products first on the signed-in customer's recently viewed list in a shop
     * @description `productIds` newest first: a product page view, or a guest's list at sign-in. A listed product moves up; the list keeps its 12 newest. Ids the shop does not show are skipped; 404 when none is the shop's. Answers the list as it is now.
     */
    post: operations['recordRecentlyViewed'];
    /** Empty the signed-in customer's recently viewed list in a shop */
    delete: operations['clearRecentlyViewed'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/customer-register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a customer account and sign in
     * @description Answers the token and sets it in the httpOnly session cookie. With the guest session header, the guest's cart and wishlist become the account's. 409 when the email is registered.
     */
    post: operations['registerCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/customer-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a customer in
     * @description Answers the token and sets it in the httpOnly session cookie. With the guest session header, the guest's cart and wishlist are merged into the account's. 401 for a wrong email or password; limited per address and per account.
     */
    post: operations['loginCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out: end the session of this token and clear the session cookie
     * @description Ends the session of the token sent (cookie or bearer): that token stops working at once, on every server. Answers alike without a token or with an ended one.
     */
    post: operations['logoutCustomer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/logout-everywhere': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: end every session of the customer, this one included */
    post: operations['logoutCustomerEverywhere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the signed-in customer's password; ends every other session
     * @description The new password follows the registration rules. 400 when the current password is wrong. The session making the call stays signed in with the same token.
     */
    post: operations['changeCustomerPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a password reset link by mail
     * @description Answers alike whether the address has a customer account or not; when it has, a link valid for 30 minutes to the shop's reset page is mailed. 404 for an unknown shop.
     */
    post: operations['requestCustomerPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/customer/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link's token
     * @description The link works once, for 30 minutes; 400 for a forged, used or expired one. Every session of the customer ends: tokens signed in before stop working at once.
     */
    post: operations['confirmCustomerPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/order/place-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Place an order of one seller's products, priced by the server
     * @description `products` holds the cart's group of one seller (`{ sellerId, shopName, products: [lines] }`, spec §2 Cart) or a flat list of lines; products of a second seller are refused with 400 and the spec's single-seller message, and nothing is written. The owner is the signed-in customer (a body `userId` must be theirs: 401 without a token, 403 for another id), else the guest of the session header, else the body's `sessionId`; a guest without a session can still order and track it by contact details. Client prices, fees and counts are ignored. 404 for an unknown product, 409 when a product is out of stock.
     */
    post: operations['placeOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/customer/gat-orders/{customerId}/{status}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A signed-in customer's orders, all or of one status, newest first */
    get: operations['listCustomerOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/customer/gat-order/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the caller's orders, by id or order number */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/cancel-order/{orderNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cancel one of the caller's orders while its status allows it */
    put: operations['cancelOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/customer/guest-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Guest orders matching an email, a phone or both (Track Order)
     * @description Only orders placed as a guest; at least one of `email` and `phone` (400 otherwise). Contact details come masked (`J*** D***`, city only, the phone's last three digits, no notes) except for orders of the caller's guest session or the one whose `orderNumber` is named too. Limited per address.
     */
    get: operations['findGuestOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home/customer/gat-dashboard-data/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A signed-in customer's order counts and recent orders */
    get: operations['getDashboardData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shops/{sellerName}/buy-again': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Buy again: products of the signed-in customer's delivered orders at one shop, as sold today
     * @description Each product once, the most recently ordered first, at most 24. Price, discount, currency, name and image are the product's today; `status` is `available`, `out-of-stock` or `unavailable` (deleted or taken off sale: no price). Only orders whose part at this shop was delivered count. 401 without a customer token, 404 for an unknown shop.
     */
    get: operations['listBuyAgain'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/images/demo/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A demo shop image, drawn by the server from its name
     * @description `path` is the rest of the address, slashes included: `logos/{name}.svg`, `banners/{name}.svg`, `categories/{shop}/{name}.svg` or `{shop}/{name}.svg`. Cached for good (immutable, ETag).
     */
    get: operations['getDemoImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/image-proxy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An http(s) image fetched by the server, for pages that must not load it directly
     * @description Refuses private and local addresses (400), answers that are not images (415) and images over the size limit (413). Limited per address.
     */
    get: operations['proxyImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/media/{id}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded image: a variant file, or the stored address itself (its JPEG fallback)
     * @description `file` is a variant (`{width}.avif`, `{width}.webp`, `{width}.jpg`, widths of core `mediaVariantWidths`) or the original size `{W}x{H}` the image field stores, which answers the JPEG fallback. Cached for good (immutable, ETag).
     */
    get: operations['getMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/{sellerId}/payment-config/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A seller's public payment settings: return address, bank transfer, cash on delivery, card currency */
    get: operations['getPublicPaymentConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/{sellerId}/payment-methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The payment methods a seller offers, in order, with their public keys */
    get: operations['getPaymentMethods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/{sellerId}/payment-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A seller's card payment settings (Stripe publishable key) */
    get: operations['getPaymentConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/create-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A Stripe PaymentIntent for the order's total; answers its client secret
     * @description Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. The amount is the server's order total, never the body's price; 409 when the order is paid or cancelled.
     */
    post: operations['createStripePayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/create-paypal-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A PayPal order for the order's total in USD; answers its id
     * @description Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. 409 when the order is paid or cancelled, 502 when PayPal fails.
     */
    post: operations['createPaypalOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/capture-paypal-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Capture an approved PayPal order and mark the order paid
     * @description Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. Capturing again answers the same capture; 409 when the order was paid otherwise or cancelled, 502 when PayPal fails.
     */
    post: operations['capturePaypalPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/create-payfast-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The signed PayFast checkout form for the order
     * @description Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. `form` is an HTML form that posts to PayFast: the page submits it. The amount is the server's (ZAR only); 409 when the order is paid or cancelled.
     */
    post: operations['createPayfastPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/create-cybersource-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Charge a card through CyberSource for the order's total
     * @description Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. `amount` (minor units) and `currency` must be the order's (400 otherwise); 409 when the order is paid, cancelled or being paid. Limited per address.
     */
    post: operations['createCybersourcePayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/create-offline-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a bank transfer or cash on delivery payment for the seller to approve
     * @description Only the order's owner (customer token or guest session header) may pay it; anyone else gets 404. 201 when recorded, 200 when the order already had one (same reference); 409 when the order is paid or cancelled.
     */
    post: operations['createOfflinePayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/order-confirm/{orderNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Ask the payment method's provider whether the order is paid, and mark it paid if so
     * @description Only the order's owner may ask (404 otherwise). Idempotent; `success` is false while the provider has not verified a payment. 400 for a method the seller does not offer, 409 for a cancelled order.
     */
    put: operations['confirmOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose the language the shop's pages are shown in
     * @description A form post (or JSON) of `language` (en, ar or fr) and `return`, a path of this site. Sets the language cookie for a year and answers 303 to `return`, which is then rendered in that language; a request that accepts only JSON gets 200 with the language.
     */
    post: operations['chooseLanguage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/stripe/webhook/{sellerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stripe's PaymentIntent events for a seller's account
     * @description Called by Stripe. The `Stripe-Signature` header signs the raw body with the seller's webhook secret (400 when it does not match); only a verified `payment_intent.succeeded` marks the order paid.
     */
    post: operations['receiveStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payment/payfast/notify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * PayFast's instant transaction notification (ITN) of a payment
     * @description Called by PayFast. The signature, the source address, the amount and a validate call back to PayFast are checked before the order is marked paid; a failed check is logged and still answered `OK`.
     */
    post: operations['receivePayfastNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/vitals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** p50, p75 and p95 of the recent web-vitals reports per route and metric */
    get: operations['getVitalsSummary'];
    put?: never;
    /**
     * Record a batch of web-vitals reports from a shopper's browser
     * @description `navigator.sendBeacon` sends the JSON as `text/plain`: both are accepted. Limited to 16 KiB and per address.
     */
    post: operations['reportVitals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csp-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record Content-Security-Policy violation reports from a browser
     * @description Browsers post `application/csp-report` (report-uri) or `application/reports+json` (report-to); `application/json` is accepted too. Limited to 16 KiB and per address.
     */
    post: operations['reportCspViolations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a seller in to the seller console: starts a session and answers its token
     * @description 401 for a wrong email or password; limited per address and per account and address.
     */
    post: operations['loginSeller'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a password reset link by mail
     * @description Answers alike whether the address has a seller account or not; when it has, a link valid for 30 minutes is mailed.
     */
    post: operations['requestSellerPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link's token; ends every session of the account
     * @description The link works once; 400 for a forged, used or expired one.
     */
    post: operations['confirmSellerPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/signup/name-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a shop address (`/{name}`) can be had, and why not
     * @description Lower-case letters, digits and single hyphens, 3 to 40 characters; the product’s own route names are reserved; a shop’s name or one held by a pending sign-up is taken.
     */
    get: operations['checkShopNameAvailable'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to open a shop: a single-use link to verify the e-mail is mailed
     * @description Answers 202 alike whether the e-mail already has a seller account (which is mailed a note instead) or not; the link works once, for 24 hours, and holds the address meanwhile. 409 when the address is taken.
     */
    post: operations['requestSellerSignup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/signup/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the shop with a sign-up link's token, and sign its seller in
     * @description Creates the shop (empty), its seller account and its payment settings (no method enabled), and answers a seller token as sign-in does. The link works once: 400 for a forged, used or expired one; 409 when the address or the e-mail was taken meanwhile.
     */
    post: operations['verifySellerSignup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in seller account and the shop it runs */
    get: operations['getSellerMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends the session of this token */
    post: operations['logoutSeller'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account's live sessions, newest first */
    get: operations['listSellerSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End one session of the signed-in account
     * @description 404 for another account's session, an ended one or an unknown id.
     */
    delete: operations['endSellerSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/logout-everywhere': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere: ends every session of the account, this one included */
    post: operations['logoutSellerEverywhere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the password; ends every other session of the account
     * @description 400 when the current password is wrong.
     */
    put: operations['changeSellerPassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/payments/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in seller's offline payments awaiting approval */
    get: operations['listPendingPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/payments/{paymentReference}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Approve an offline payment of the seller's shop: the order becomes paid
     * @description 404 for another shop's payment; 409 when it was rejected or the order is cancelled or paid otherwise.
     */
    put: operations['approvePayment'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/payments/{paymentReference}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Reject an offline payment of the seller's shop with a reason: the order is cancelled
     * @description The reason is told to the shopper; the order is cancelled and its stock put back, once (a replay changes nothing). 404 for another shop's payment; 409 when it was approved already or the order shipped.
     */
    put: operations['rejectPayment'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/payment-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in seller's payment methods, settings and masked secrets */
    get: operations['getPaymentSettings'];
    /**
     * Save the six payment methods: on/off, order, public settings and write-only secrets
     * @description A secret omitted stays as it is, '' clears it, a value replaces it. 400 when a method is switched on without a field it needs.
     */
    put: operations['savePaymentSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/payment-settings/{method}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Test a provider's keys against its API: the saved ones, or the just-typed ones (not saved) */
    post: operations['testPaymentConnection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in seller's newest notices: orders placed, paid or cancelled, payments to approve… */
    get: operations['listSellerNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's revenue, orders, payments to approve, orders to ship and low stock
     * @description Days are UTC, today included. Revenue counts paid orders (not cancelled) placed in the period; to ship counts orders paid, or cash on delivery, not yet shipped.
     */
    get: operations['getSellerDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The new shop's checklist: logo, support details, first product, a payment method, an info page
     * @description Each item says whether it is done and links the console screen that does it.
     */
    get: operations['getSellerChecklist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the shop's orders, sorted and filtered; q matches number, name, e-mail or phone */
    get: operations['listSellerOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{orderNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order of the shop: items, totals, shipping, payments, timeline and next statuses */
    get: operations['getSellerOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/orders/{orderNumber}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move an order on: processing, shipped (carrier and tracking number), delivered, or cancelled
     * @description `from` is the status the seller saw: 409 when it changed meanwhile, or when the workflow does not allow the move (a shipped order cannot be cancelled). 400 for shipping without carrier or tracking number. A cancel puts the stock back once.
     */
    post: operations['transitionSellerOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the shop's contact messages with their replies, unread first, then newest */
    get: operations['listSellerMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a message of the shop read or unread, handled or open */
    put: operations['updateSellerMessage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/messages/{id}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a message of the shop: the reply is mailed to the shopper with the original quoted */
    post: operations['replySellerMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the reviews of the shop's products, newest first */
    get: operations['listSellerReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/reviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Hide or show a review: the product's rating and the shop's pages follow at once */
    put: operations['updateSellerReview'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's newsletter subscribers: counts by state and a page of the list, newest first */
    get: operations['listNewsletterSubscribers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/newsletter/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's confirmed newsletter subscribers as CSV
     * @description Columns `email`, `subscribed_at`, `confirmed_at`; a cell starting with `=`, `+`, `-` or `@` is prefixed with a quote so a spreadsheet never runs it.
     */
    get: operations['exportNewsletterSubscribers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's products that confirmed shoppers wait for, with the count of each alert kind
     * @description Products nobody waits for are left out. Counts only: no address of an alert is shown.
     */
    get: operations['listAlertCounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many confirmed shoppers wait for one of the shop’s products, by alert kind */
    get: operations['getProductAlertCounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the shop's products: search (name, slug, brand), filters, sort */
    get: operations['listSellerProducts'];
    put?: never;
    /** Add a product: an empty slug is made from the name; no currency means the shop's currency */
    post: operations['createSellerProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One action on many of the shop's products (other shops' ids are ignored) */
    post: operations['bulkUpdateSellerProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import product rows of a CSV: a dry run reports per row; applying writes all rows or none */
    post: operations['importSellerProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product of the shop, every field */
    get: operations['getSellerProduct'];
    /** Replace every field of a product; a changed slug leaves the old address redirecting */
    put: operations['updateSellerProduct'];
    post?: never;
    /** Delete a product of the shop (orders keep their copy of it) */
    delete: operations['deleteSellerProduct'];
    options?: never;
    head?: never;
    /** Change a product's price, discount, stock or published flag in place */
    patch: operations['patchSellerProduct'];
    trace?: never;
  };
  '/api/seller/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's categories in order, each with its number of products (published or not) */
    get: operations['listSellerCategories'];
    put?: never;
    /**
     * Add a category at the end of the list; its slug comes from the name
     * @description 409 when the shop already has a category of that name (case ignored).
     */
    post: operations['createSellerCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/categories/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Put the shop's categories in a new order
     * @description 400 unless `ids` lists every category of the shop exactly once.
     */
    put: operations['reorderSellerCategories'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a category and/or change its image; a rename moves the shop's products with it */
    put: operations['updateSellerCategory'];
    post?: never;
    /**
     * Delete a category; one with products needs `moveTo`, the category that takes them
     * @description 409 when the category has products and no `moveTo` is given (the message gives their number); 404 for an unknown or another shop's category, also as `moveTo`.
     */
    delete: operations['deleteSellerCategory'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/banners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's home banners in order */
    get: operations['listSellerBanners'];
    put?: never;
    /**
     * Add a banner at the end: an image, and a product of the shop or a link
     * @description 404 when `productId` is not a product of the shop.
     */
    post: operations['createSellerBanner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/banners/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Put the shop's banners in a new order
     * @description 400 unless `ids` lists every banner of the shop exactly once.
     */
    put: operations['reorderSellerBanners'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/banners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a banner's image, product and link */
    put: operations['updateSellerBanner'];
    post?: never;
    /** Delete a banner */
    delete: operations['deleteSellerBanner'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/pages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's seven info pages in footer order, with their titles and texts */
    get: operations['listSellerInfoPages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/pages/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace an info page's text (paragraphs separated by blank lines)
     * @description The storefront shows it on the next request. 404 for a name that is not an info page.
     */
    put: operations['updateSellerInfoPage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/shop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's settings as the storefront shows them */
    get: operations['getSellerShop'];
    /**
     * Replace the shop's settings; the address name stays
     * @description The storefront shows the change on the next request.
     */
    put: operations['updateSellerShop'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload images (multipart, field `file`, at most 8): stored with their variants, all or nothing
     * @description Each file must decode as JPEG, PNG, WebP, AVIF, GIF (first frame) or TIFF, at most 10 MB and 40 megapixels; SVG is refused. The type is read from the bytes, never the name. Metadata (EXIF, GPS) is removed and the orientation applied. One refused file refuses the request, naming the file, and nothing is stored.
     */
    post: operations['uploadSellerMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This OpenAPI document */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorResponse: {
      error: string;
    };
  };
  responses: {
    /** @description Invalid request: the first failing field of the parameters or the body, a rule of the call, or a NUL character anywhere in the request. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description Not signed in, or the token is invalid or expired. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description Signed in, but the call names another customer. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description Unknown id, or not the caller's: someone else's data answers like missing data. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description The current state does not allow the call (stock, one seller per cart, already paid or cancelled…). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description The request body (or the proxied image) is too large. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description The body's content type is not accepted (or the proxied address is not an image). */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description Too many calls from this address or for this account; try again later. */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
    /** @description The payment provider failed or could not be reached. */
    BadGateway: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorResponse'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'ok';
            /** @enum {string} */
            database: 'pglite' | 'postgres';
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            status: 'ok';
            /** @enum {string} */
            database: 'pglite' | 'postgres';
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getCategories: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default [] */
            categorys: {
              _id?: string;
              name: string;
              /** @default  */
              image: string;
              slug?: string;
            }[];
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getHomeProducts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default [] */
            products: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /** @default [] */
            latest_product: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /** @default [] */
            topRated_product: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /** @default [] */
            discount_product: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getProductBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default null */
            product: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            } | null;
            /** @default [] */
            relatedProducts: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /** @default [] */
            moreProducts: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getProductById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default null */
            product: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            } | null;
            /** @default [] */
            relatedProducts: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /** @default [] */
            moreProducts: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getPriceRangeAndLatest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default [] */
            latest_product: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /**
             * @default {
             *       "low": 0,
             *       "high": 100
             *     }
             */
            priceRange: {
              /** @default 0 */
              low: number;
              /** @default 100 */
              high: number;
            };
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getBanners: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            banner?: {
              _id?: string;
              banner: string;
              /** @default null */
              product: {
                _id: string;
                name: string;
                price: number;
                /** @default  */
                slug: string;
                /** @default [] */
                images: string[];
                /** @default 0 */
                discount: number;
                rating?: number | string;
                /** @default USD */
                currency: string;
                stock?: number | string;
                /** @default true */
                showStockQuantity: boolean;
                /** @default  */
                description: string;
                /** @default 1 */
                packSize: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                /** @default [] */
                addons: {
                  question: string;
                  /** @default Checkboxes */
                  type: string;
                  /** @default [] */
                  options: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                }[];
                /** @default  */
                brand: string;
                /** @default  */
                category: string;
                seoTitle?: string;
                seoDescription?: string;
                seoImage?: string;
                seoKeywords?: string | string[];
                shopName?: string;
                sellerName?: string;
                sellerId?: string;
                createdAt?: string;
              } | null;
              productSlug?: string;
              link?: string;
            }[];
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  listBanners: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _id?: string;
            banner: string;
            /** @default null */
            product: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            } | null;
            productSlug?: string;
            link?: string;
          }[];
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  queryProducts: {
    parameters: {
      query?: {
        category?: string;
        rating?: number | string;
        lowPrice?: number | string;
        highPrice?: number | string;
        sortPrice?: ('low-to-high' | 'high-to-low') | '';
        pageNumber?: number | string;
        searchValue?: string;
      };
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            highlights?: {
              [key: string]: number[][];
            };
            showingResultsFor?: string;
            didYouMean?: string;
            /** @default [] */
            products: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /** @default 0 */
            totalProduct: number;
            /** @default 4 */
            parPage: number;
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  searchProducts: {
    parameters: {
      query?: {
        page?: number | string;
        perPage?: number | string;
        sortPrice?: 'low-to-high' | 'high-to-low';
        sort?: 'rating' | 'newest';
        category?: string;
        brand?: string;
        lowPrice?: number | string;
        highPrice?: number | string;
      };
      header?: never;
      path: {
        searchValue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            highlights?: {
              [key: string]: number[][];
            };
            showingResultsFor?: string;
            didYouMean?: string;
            /** @default [] */
            products: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
            /** @default 0 */
            totalProduct: number;
            parPage?: number;
            facets?: {
              categories: {
                value: string;
                count: number;
              }[];
              brands: {
                value: string;
                count: number;
              }[];
              prices: {
                min: number;
                max: number | null;
                count: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  submitReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rating: number;
          review: string;
          /** @default  */
          name?: string;
          productId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReviews: {
    parameters: {
      query?: {
        pageNo?: number | string;
      };
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reviews?: {
              _id?: string;
              /** @default  */
              name: string;
              /** @default  */
              review: string;
              rating?: number | string;
              /** @default  */
              date: string;
            }[];
            /** @default 0 */
            totalReview: number;
            /** @default [] */
            rating_review: {
              rating: number;
              /** @default 0 */
              sum: number;
            }[];
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  findSellerByName: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            seller?: {
              id?: string;
              _id?: string;
              name: string;
            } | null;
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
    };
  };
  findSellerById: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            seller?: {
              id?: string;
              _id?: string;
              name: string;
            } | null;
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
    };
  };
  listShops: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shops: {
              _id: string;
              name: string;
              /** @default  */
              shopName: string;
              logo?: string | null;
              productCount: number;
            }[];
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
    };
  };
  getSupportInfo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            supportInfo: {
              mobileNo?: string;
              email?: string;
              address?: string;
              logo?: string;
              supportHours?: string;
            };
            seller: {
              _id: string;
              name: string;
              image?: string;
              countryCode?: string;
              /** @default USD */
              currency: string;
              locale?: string;
              /**
               * @default {
               *       "shopName": ""
               *     }
               */
              shopInfo: {
                /** @default  */
                shopName: string;
              };
              /** @default {} */
              support: {
                email?: string;
                mobileNo?: string;
                supportHours?: string;
                address?: string;
              };
            };
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getSocialMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default {} */
            socialMedia: {
              [key: string]: string;
            };
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getLinksContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default {} */
            linksContent: {
              [key: string]: string;
            };
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          subject: string;
          message: string;
          sellerId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getShopManifest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The manifest */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/manifest+json': unknown;
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getShopIcon: {
    parameters: {
      query?: {
        v?: string;
      };
      header?: never;
      path: {
        sellerName: string;
        file: '192.png' | '512.png' | 'maskable-512.png';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The icon */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': unknown;
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  subscribeToNewsletter: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerName: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  subscribeToProductAlert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerName: string;
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /** @enum {string} */
          kind: 'back_in_stock' | 'price_drop';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  confirmSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            kind: string;
            shopName: string;
            sellerName: string;
            email: string;
            /** @enum {string} */
            status: 'pending' | 'confirmed' | 'unsubscribed';
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  describeUnsubscribeLink: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            kind: string;
            shopName: string;
            sellerName: string;
            email: string;
            /** @enum {string} */
            status: 'pending' | 'confirmed' | 'unsubscribed';
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  unsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/x-www-form-urlencoded': {
          'List-Unsubscribe'?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            kind: string;
            shopName: string;
            sellerName: string;
            email: string;
            /** @enum {string} */
            status: 'pending' | 'confirmed' | 'unsubscribed';
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tab: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: string;
          };
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  addToCart: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId?: string | null;
          sessionId?: string | null;
          sellerId?: string | null;
          productId: string;
          quantity: number;
          /** @default [] */
          addons?: {
            text: string;
            /** @default 0 */
            price?: number;
          }[];
          price?: number | null;
          bulkPricing?: unknown;
          discountPrice?: number | null;
          packSize?: number | null;
          selectedImage?: string | null;
          startNewCart?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getCart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            card_products?: {
              sellerId: string;
              /** @default  */
              shopName: string;
              products: {
                _id: string;
                productId: string;
                quantity: number;
                /** @default 0 */
                price: number;
                sellerId: string;
                /** @default 1 */
                packSize: number;
                selectedImage?: string;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default 0 */
                discountPrice: number;
                productInfo: {
                  _id?: string;
                  /** @default  */
                  name: string;
                  slug?: string;
                  price: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  stock?: number | string;
                  /** @default USD */
                  currency: string;
                  /** @default [] */
                  images: string[];
                  /** @default 1 */
                  packSize: number;
                  /** @default [] */
                  addons: {
                    question: string;
                    /** @default Checkboxes */
                    type: string;
                    /** @default [] */
                    options: {
                      text: string;
                      /** @default 0 */
                      price: number;
                    }[];
                  }[];
                };
                userId?: string | null;
                sessionId?: string | null;
              }[];
            }[];
            /** @default 0 */
            shipping_fee: number;
            /** @default 0 */
            price: number;
            /** @default 0 */
            card_product_count: number;
            /** @default 0 */
            buy_product_item: number;
            outofstock_products?: {
              _id: string;
              productId: string;
              quantity: number;
              /** @default 0 */
              price: number;
              sellerId: string;
              /** @default 1 */
              packSize: number;
              selectedImage?: string;
              /** @default [] */
              addons: {
                text: string;
                /** @default 0 */
                price: number;
              }[];
              /** @default 0 */
              discountPrice: number;
              productInfo: {
                _id?: string;
                /** @default  */
                name: string;
                slug?: string;
                price: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                stock?: number | string;
                /** @default USD */
                currency: string;
                /** @default [] */
                images: string[];
                /** @default 1 */
                packSize: number;
                /** @default [] */
                addons: {
                  question: string;
                  /** @default Checkboxes */
                  type: string;
                  /** @default [] */
                  options: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                }[];
              };
              userId?: string | null;
              sessionId?: string | null;
              /** @default  */
              shopName: string;
              originalStock: number;
            }[];
            other_sellers?: {
              sellerId: string;
              sellerName: string;
              /** @default  */
              shopName: string;
              card_product_count: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getGuestCart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            card_products?: {
              sellerId: string;
              /** @default  */
              shopName: string;
              products: {
                _id: string;
                productId: string;
                quantity: number;
                /** @default 0 */
                price: number;
                sellerId: string;
                /** @default 1 */
                packSize: number;
                selectedImage?: string;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default 0 */
                discountPrice: number;
                productInfo: {
                  _id?: string;
                  /** @default  */
                  name: string;
                  slug?: string;
                  price: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  stock?: number | string;
                  /** @default USD */
                  currency: string;
                  /** @default [] */
                  images: string[];
                  /** @default 1 */
                  packSize: number;
                  /** @default [] */
                  addons: {
                    question: string;
                    /** @default Checkboxes */
                    type: string;
                    /** @default [] */
                    options: {
                      text: string;
                      /** @default 0 */
                      price: number;
                    }[];
                  }[];
                };
                userId?: string | null;
                sessionId?: string | null;
              }[];
            }[];
            /** @default 0 */
            shipping_fee: number;
            /** @default 0 */
            price: number;
            /** @default 0 */
            card_product_count: number;
            /** @default 0 */
            buy_product_item: number;
            outofstock_products?: {
              _id: string;
              productId: string;
              quantity: number;
              /** @default 0 */
              price: number;
              sellerId: string;
              /** @default 1 */
              packSize: number;
              selectedImage?: string;
              /** @default [] */
              addons: {
                text: string;
                /** @default 0 */
                price: number;
              }[];
              /** @default 0 */
              discountPrice: number;
              productInfo: {
                _id?: string;
                /** @default  */
                name: string;
                slug?: string;
                price: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                stock?: number | string;
                /** @default USD */
                currency: string;
                /** @default [] */
                images: string[];
                /** @default 1 */
                packSize: number;
                /** @default [] */
                addons: {
                  question: string;
                  /** @default Checkboxes */
                  type: string;
                  /** @default [] */
                  options: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                }[];
              };
              userId?: string | null;
              sessionId?: string | null;
              /** @default  */
              shopName: string;
              originalStock: number;
            }[];
            other_sellers?: {
              sellerId: string;
              sellerName: string;
              /** @default  */
              shopName: string;
              card_product_count: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  removeFromCart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cartId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  increaseCartQuantity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cartId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  decreaseCartQuantity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cartId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  updateCartItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cartId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          addons: {
            text: string;
            /** @default 0 */
            price?: number;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  addToWishlist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          userId?: string | null;
          sessionId?: string | null;
          productId: string;
          name?: string;
          price?: number;
          image?: string;
          discount?: number;
          rating?: number;
          slug?: string;
          currency?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            wishlist?: {
              _id: string;
              userId?: string | null;
              sessionId?: string | null;
              productId: string;
              /** @default  */
              name: string;
              /** @default 0 */
              price: number;
              /** @default  */
              image: string;
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default  */
              slug: string;
              /** @default USD */
              currency: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getWishlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            wishlists?: {
              _id: string;
              userId?: string | null;
              sessionId?: string | null;
              productId: string;
              /** @default  */
              name: string;
              /** @default 0 */
              price: number;
              /** @default  */
              image: string;
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default  */
              slug: string;
              /** @default USD */
              currency: string;
            }[];
            /** @default 0 */
            wishlistCount: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getGuestWishlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            wishlists?: {
              _id: string;
              userId?: string | null;
              sessionId?: string | null;
              productId: string;
              /** @default  */
              name: string;
              /** @default 0 */
              price: number;
              /** @default  */
              image: string;
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default  */
              slug: string;
              /** @default USD */
              currency: string;
            }[];
            /** @default 0 */
            wishlistCount: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  removeFromWishlist: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        wishlistId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            wishlistId: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getProductsByIds: {
    parameters: {
      query: {
        ids: string;
      };
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default [] */
            products: {
              _id: string;
              name: string;
              price: number;
              /** @default  */
              slug: string;
              /** @default [] */
              images: string[];
              /** @default 0 */
              discount: number;
              rating?: number | string;
              /** @default USD */
              currency: string;
              stock?: number | string;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                perItemPrice?: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @default Checkboxes */
                type: string;
                /** @default [] */
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              seoTitle?: string;
              seoDescription?: string;
              seoImage?: string;
              seoKeywords?: string | string[];
              shopName?: string;
              sellerName?: string;
              sellerId?: string;
              createdAt?: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getRecentlyViewed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            productIds: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  recordRecentlyViewed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          productIds: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            productIds: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  clearRecentlyViewed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            productIds: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  registerCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  loginCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  logoutCustomer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  logoutCustomerEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  changeCustomerPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  requestCustomerPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          sellerName: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  confirmCustomerPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  placeOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          products: (
            | {
                sellerId: string;
                shopName?: string;
                products: {
                  _id?: string;
                  productId: string;
                  sellerId?: string;
                  quantity: number;
                  /** @default [] */
                  addons?: {
                    text: string;
                    /** @default 0 */
                    price?: number;
                  }[];
                  name?: string;
                  price?: number;
                  originalPrice?: number;
                  priceDetails?: unknown;
                }[];
              }
            | {
                _id?: string;
                productId: string;
                sellerId?: string;
                quantity: number;
                /** @default [] */
                addons?: {
                  text: string;
                  /** @default 0 */
                  price?: number;
                }[];
                name?: string;
                price?: number;
                originalPrice?: number;
                priceDetails?: unknown;
              }
          )[];
          price?: number;
          shipping_fee?: number | number[];
          shippingInfo: {
            name: string;
            address: string;
            email: string;
            phone: string;
            post: string;
            province: string;
            city: string;
            area: string;
            state?: string;
            stateCode?: string;
            postalCode?: string;
            zipCode?: string;
            country?: string;
          };
          userId?: string | null;
          sessionId?: string | null;
          items?: number;
          /** @default  */
          notes?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            order: {
              _id?: string;
              orderNumber: string;
              /** @default  */
              date: string;
              products?: {
                _id?: string;
                productId?: string;
                sellerId?: string;
                /** @default  */
                name: string;
                /** @default  */
                brand: string;
                slug?: string;
                /** @default [] */
                images: string[];
                productInfo?: {
                  name?: string;
                  brand?: string;
                  images?: string[];
                  slug?: string;
                  price?: number;
                  discount?: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  packSize?: number;
                };
                /** @default 0 */
                price: number;
                /** @default 0 */
                originalPrice: number;
                discountedPrice?: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                quantity: number;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default USD */
                currency: string;
                packSize?: number;
                priceDetails?: {
                  /** @default 0 */
                  originalPrice: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  /** @default [] */
                  addons: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                };
              }[];
              price?: number;
              /** @default 0 */
              shipping_fee: number | number[];
              /** @default unpaid */
              payment_status: string;
              /** @default placed */
              delivery_status: string;
              /** @default [] */
              authorOrdersData: {
                _id?: string;
                sellerId?: string;
                shopName?: string;
                price: number;
                shippingFee?: number;
                delivery_status?: string;
                payment_status?: string;
              }[];
              /** @default {} */
              shippingInfo: {
                /** @default  */
                name: string;
                /** @default  */
                address: string;
                /** @default  */
                email: string;
                /** @default  */
                phone: string;
                /** @default  */
                post: string;
                /** @default  */
                province: string;
                /** @default  */
                city: string;
                /** @default  */
                area: string;
                country?: string;
              } & {
                [key: string]: unknown;
              };
              customerId?: string | null;
              sellerId?: string;
              paymentMethod?: string | null;
              paymentDetails?: {
                transactionId?: string;
                paymentId?: string;
                amount?: number;
                originalAmount?: number;
                exchangeRate?: number;
                exchangeRateApplied?: boolean;
                fee?: number;
                netAmount?: number;
                gateway?: string;
                status?: string;
                paidAt?: string;
              } | null;
              currency?: string;
              notes?: string;
              seller?: {
                _id?: string;
                name?: string;
                shopName?: string;
                currency?: string;
                currencySymbol?: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listCustomerOrders: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customerId: string;
        status: 'all' | 'placed' | 'pending' | 'cancelled' | 'warehouse';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders?: {
              _id?: string;
              orderNumber: string;
              /** @default  */
              date: string;
              products?: {
                _id?: string;
                productId?: string;
                sellerId?: string;
                /** @default  */
                name: string;
                /** @default  */
                brand: string;
                slug?: string;
                /** @default [] */
                images: string[];
                productInfo?: {
                  name?: string;
                  brand?: string;
                  images?: string[];
                  slug?: string;
                  price?: number;
                  discount?: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  packSize?: number;
                };
                /** @default 0 */
                price: number;
                /** @default 0 */
                originalPrice: number;
                discountedPrice?: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                quantity: number;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default USD */
                currency: string;
                packSize?: number;
                priceDetails?: {
                  /** @default 0 */
                  originalPrice: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  /** @default [] */
                  addons: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                };
              }[];
              price?: number;
              /** @default 0 */
              shipping_fee: number | number[];
              /** @default unpaid */
              payment_status: string;
              /** @default placed */
              delivery_status: string;
              /** @default [] */
              authorOrdersData: {
                _id?: string;
                sellerId?: string;
                shopName?: string;
                price: number;
                shippingFee?: number;
                delivery_status?: string;
                payment_status?: string;
              }[];
              /** @default {} */
              shippingInfo: {
                /** @default  */
                name: string;
                /** @default  */
                address: string;
                /** @default  */
                email: string;
                /** @default  */
                phone: string;
                /** @default  */
                post: string;
                /** @default  */
                province: string;
                /** @default  */
                city: string;
                /** @default  */
                area: string;
                country?: string;
              } & {
                [key: string]: unknown;
              };
              customerId?: string | null;
              sellerId?: string;
              paymentMethod?: string | null;
              paymentDetails?: {
                transactionId?: string;
                paymentId?: string;
                amount?: number;
                originalAmount?: number;
                exchangeRate?: number;
                exchangeRateApplied?: boolean;
                fee?: number;
                netAmount?: number;
                gateway?: string;
                status?: string;
                paidAt?: string;
              } | null;
              currency?: string;
              notes?: string;
              seller?: {
                _id?: string;
                name?: string;
                shopName?: string;
                currency?: string;
                currencySymbol?: string;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              _id?: string;
              orderNumber: string;
              /** @default  */
              date: string;
              products?: {
                _id?: string;
                productId?: string;
                sellerId?: string;
                /** @default  */
                name: string;
                /** @default  */
                brand: string;
                slug?: string;
                /** @default [] */
                images: string[];
                productInfo?: {
                  name?: string;
                  brand?: string;
                  images?: string[];
                  slug?: string;
                  price?: number;
                  discount?: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  packSize?: number;
                };
                /** @default 0 */
                price: number;
                /** @default 0 */
                originalPrice: number;
                discountedPrice?: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                quantity: number;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default USD */
                currency: string;
                packSize?: number;
                priceDetails?: {
                  /** @default 0 */
                  originalPrice: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  /** @default [] */
                  addons: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                };
              }[];
              price?: number;
              /** @default 0 */
              shipping_fee: number | number[];
              /** @default unpaid */
              payment_status: string;
              /** @default placed */
              delivery_status: string;
              /** @default [] */
              authorOrdersData: {
                _id?: string;
                sellerId?: string;
                shopName?: string;
                price: number;
                shippingFee?: number;
                delivery_status?: string;
                payment_status?: string;
              }[];
              /** @default {} */
              shippingInfo: {
                /** @default  */
                name: string;
                /** @default  */
                address: string;
                /** @default  */
                email: string;
                /** @default  */
                phone: string;
                /** @default  */
                post: string;
                /** @default  */
                province: string;
                /** @default  */
                city: string;
                /** @default  */
                area: string;
                country?: string;
              } & {
                [key: string]: unknown;
              };
              customerId?: string | null;
              sellerId?: string;
              paymentMethod?: string | null;
              paymentDetails?: {
                transactionId?: string;
                paymentId?: string;
                amount?: number;
                originalAmount?: number;
                exchangeRate?: number;
                exchangeRateApplied?: boolean;
                fee?: number;
                netAmount?: number;
                gateway?: string;
                status?: string;
                paidAt?: string;
              } | null;
              currency?: string;
              notes?: string;
              seller?: {
                _id?: string;
                name?: string;
                shopName?: string;
                currency?: string;
                currencySymbol?: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  cancelOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderNumber: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            order: {
              _id?: string;
              orderNumber: string;
              /** @default  */
              date: string;
              products?: {
                _id?: string;
                productId?: string;
                sellerId?: string;
                /** @default  */
                name: string;
                /** @default  */
                brand: string;
                slug?: string;
                /** @default [] */
                images: string[];
                productInfo?: {
                  name?: string;
                  brand?: string;
                  images?: string[];
                  slug?: string;
                  price?: number;
                  discount?: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  packSize?: number;
                };
                /** @default 0 */
                price: number;
                /** @default 0 */
                originalPrice: number;
                discountedPrice?: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                quantity: number;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default USD */
                currency: string;
                packSize?: number;
                priceDetails?: {
                  /** @default 0 */
                  originalPrice: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  /** @default [] */
                  addons: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                };
              }[];
              price?: number;
              /** @default 0 */
              shipping_fee: number | number[];
              /** @default unpaid */
              payment_status: string;
              /** @default placed */
              delivery_status: string;
              /** @default [] */
              authorOrdersData: {
                _id?: string;
                sellerId?: string;
                shopName?: string;
                price: number;
                shippingFee?: number;
                delivery_status?: string;
                payment_status?: string;
              }[];
              /** @default {} */
              shippingInfo: {
                /** @default  */
                name: string;
                /** @default  */
                address: string;
                /** @default  */
                email: string;
                /** @default  */
                phone: string;
                /** @default  */
                post: string;
                /** @default  */
                province: string;
                /** @default  */
                city: string;
                /** @default  */
                area: string;
                country?: string;
              } & {
                [key: string]: unknown;
              };
              customerId?: string | null;
              sellerId?: string;
              paymentMethod?: string | null;
              paymentDetails?: {
                transactionId?: string;
                paymentId?: string;
                amount?: number;
                originalAmount?: number;
                exchangeRate?: number;
                exchangeRateApplied?: boolean;
                fee?: number;
                netAmount?: number;
                gateway?: string;
                status?: string;
                paidAt?: string;
              } | null;
              currency?: string;
              notes?: string;
              seller?: {
                _id?: string;
                name?: string;
                shopName?: string;
                currency?: string;
                currencySymbol?: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  findGuestOrders: {
    parameters: {
      query?: {
        email?: string;
        phone?: string;
        orderNumber?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders?: {
              _id?: string;
              orderNumber: string;
              /** @default  */
              date: string;
              products?: {
                _id?: string;
                productId?: string;
                sellerId?: string;
                /** @default  */
                name: string;
                /** @default  */
                brand: string;
                slug?: string;
                /** @default [] */
                images: string[];
                productInfo?: {
                  name?: string;
                  brand?: string;
                  images?: string[];
                  slug?: string;
                  price?: number;
                  discount?: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  packSize?: number;
                };
                /** @default 0 */
                price: number;
                /** @default 0 */
                originalPrice: number;
                discountedPrice?: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                quantity: number;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default USD */
                currency: string;
                packSize?: number;
                priceDetails?: {
                  /** @default 0 */
                  originalPrice: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  /** @default [] */
                  addons: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                };
              }[];
              price?: number;
              /** @default 0 */
              shipping_fee: number | number[];
              /** @default unpaid */
              payment_status: string;
              /** @default placed */
              delivery_status: string;
              /** @default [] */
              authorOrdersData: {
                _id?: string;
                sellerId?: string;
                shopName?: string;
                price: number;
                shippingFee?: number;
                delivery_status?: string;
                payment_status?: string;
              }[];
              /** @default {} */
              shippingInfo: {
                /** @default  */
                name: string;
                /** @default  */
                address: string;
                /** @default  */
                email: string;
                /** @default  */
                phone: string;
                /** @default  */
                post: string;
                /** @default  */
                province: string;
                /** @default  */
                city: string;
                /** @default  */
                area: string;
                country?: string;
              } & {
                [key: string]: unknown;
              };
              customerId?: string | null;
              sellerId?: string;
              paymentMethod?: string | null;
              paymentDetails?: {
                transactionId?: string;
                paymentId?: string;
                amount?: number;
                originalAmount?: number;
                exchangeRate?: number;
                exchangeRateApplied?: boolean;
                fee?: number;
                netAmount?: number;
                gateway?: string;
                status?: string;
                paidAt?: string;
              } | null;
              currency?: string;
              notes?: string;
              seller?: {
                _id?: string;
                name?: string;
                shopName?: string;
                currency?: string;
                currencySymbol?: string;
              };
            }[];
            /** @default null */
            customer: {
              /** @default  */
              name: string;
              /** @default  */
              email: string;
              /** @default  */
              phone: string;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getDashboardData: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default 0 */
            totalOrder: number;
            /** @default 0 */
            pendingOrder: number;
            /** @default 0 */
            cancelledOrder: number;
            recentOrders?: {
              _id?: string;
              orderNumber: string;
              /** @default  */
              date: string;
              products?: {
                _id?: string;
                productId?: string;
                sellerId?: string;
                /** @default  */
                name: string;
                /** @default  */
                brand: string;
                slug?: string;
                /** @default [] */
                images: string[];
                productInfo?: {
                  name?: string;
                  brand?: string;
                  images?: string[];
                  slug?: string;
                  price?: number;
                  discount?: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  packSize?: number;
                };
                /** @default 0 */
                price: number;
                /** @default 0 */
                originalPrice: number;
                discountedPrice?: number;
                /** @default 0 */
                discount: number;
                /** @default [] */
                bulkPricing: {
                  quantity: number;
                  price: number;
                  perItemPrice?: number;
                  description?: string;
                }[];
                quantity: number;
                /** @default [] */
                addons: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
                /** @default USD */
                currency: string;
                packSize?: number;
                priceDetails?: {
                  /** @default 0 */
                  originalPrice: number;
                  /** @default 0 */
                  discount: number;
                  /** @default [] */
                  bulkPricing: {
                    quantity: number;
                    price: number;
                    perItemPrice?: number;
                    description?: string;
                  }[];
                  /** @default [] */
                  addons: {
                    text: string;
                    /** @default 0 */
                    price: number;
                  }[];
                };
              }[];
              price?: number;
              /** @default 0 */
              shipping_fee: number | number[];
              /** @default unpaid */
              payment_status: string;
              /** @default placed */
              delivery_status: string;
              /** @default [] */
              authorOrdersData: {
                _id?: string;
                sellerId?: string;
                shopName?: string;
                price: number;
                shippingFee?: number;
                delivery_status?: string;
                payment_status?: string;
              }[];
              /** @default {} */
              shippingInfo: {
                /** @default  */
                name: string;
                /** @default  */
                address: string;
                /** @default  */
                email: string;
                /** @default  */
                phone: string;
                /** @default  */
                post: string;
                /** @default  */
                province: string;
                /** @default  */
                city: string;
                /** @default  */
                area: string;
                country?: string;
              } & {
                [key: string]: unknown;
              };
              customerId?: string | null;
              sellerId?: string;
              paymentMethod?: string | null;
              paymentDetails?: {
                transactionId?: string;
                paymentId?: string;
                amount?: number;
                originalAmount?: number;
                exchangeRate?: number;
                exchangeRateApplied?: boolean;
                fee?: number;
                netAmount?: number;
                gateway?: string;
                status?: string;
                paidAt?: string;
              } | null;
              currency?: string;
              notes?: string;
              seller?: {
                _id?: string;
                name?: string;
                shopName?: string;
                currency?: string;
                currencySymbol?: string;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listBuyAgain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            products: {
              productId: string | null;
              /** @default  */
              name: string;
              /** @default  */
              slug: string;
              /** @default  */
              image: string;
              price: number | null;
              discount: number;
              currency: string;
              /** @enum {string} */
              status: 'available' | 'out-of-stock' | 'unavailable';
              lastOrderedAt: string;
              orderNumber: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getDemoImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  proxyImage: {
    parameters: {
      query: {
        url: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image, with the origin's image content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': unknown;
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/avif': unknown;
          'image/webp': unknown;
          'image/jpeg': unknown;
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getPublicPaymentConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default true */
            success: boolean;
            config: {
              clientUrl?: string;
              stripe?: {
                /** @default false */
                isEnabled: boolean;
                publishableKey?: string;
              };
              paypal?: {
                /** @default false */
                isEnabled: boolean;
                clientId?: string;
                /** @default 1 */
                exchangeRate: number;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              payfast?: {
                /** @default false */
                isEnabled: boolean;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              cybersource?: {
                /** @default false */
                isEnabled: boolean;
                currency?: string;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              bankTransfer?: {
                /** @default false */
                isEnabled: boolean;
                /** @default {} */
                bankDetails: {
                  [key: string]: string;
                };
                instructions?: string;
              };
              cashOnDelivery?: {
                /** @default false */
                isEnabled: boolean;
                instructions?: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getPaymentMethods: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default true */
            success: boolean;
            /** @default [] */
            enabledMethods: ('stripe' | 'paypal' | 'payfast' | 'cybersource' | 'eft' | 'cashOnDelivery')[];
            /** @default [] */
            paymentMethodOrder: (
              | 'stripe'
              | 'paypal'
              | 'payfast'
              | 'cybersource'
              | 'eft'
              | 'cashOnDelivery'
            )[];
            /** @default {} */
            config: {
              clientUrl?: string;
              stripe?: {
                /** @default false */
                isEnabled: boolean;
                publishableKey?: string;
              };
              paypal?: {
                /** @default false */
                isEnabled: boolean;
                clientId?: string;
                /** @default 1 */
                exchangeRate: number;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              payfast?: {
                /** @default false */
                isEnabled: boolean;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              cybersource?: {
                /** @default false */
                isEnabled: boolean;
                currency?: string;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              bankTransfer?: {
                /** @default false */
                isEnabled: boolean;
                /** @default {} */
                bankDetails: {
                  [key: string]: string;
                };
                instructions?: string;
              };
              cashOnDelivery?: {
                /** @default false */
                isEnabled: boolean;
                instructions?: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getPaymentConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @default true */
            success: boolean;
            config: {
              clientUrl?: string;
              stripe?: {
                /** @default false */
                isEnabled: boolean;
                publishableKey?: string;
              };
              paypal?: {
                /** @default false */
                isEnabled: boolean;
                clientId?: string;
                /** @default 1 */
                exchangeRate: number;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              payfast?: {
                /** @default false */
                isEnabled: boolean;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              cybersource?: {
                /** @default false */
                isEnabled: boolean;
                currency?: string;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
              };
              bankTransfer?: {
                /** @default false */
                isEnabled: boolean;
                /** @default {} */
                bankDetails: {
                  [key: string]: string;
                };
                instructions?: string;
              };
              cashOnDelivery?: {
                /** @default false */
                isEnabled: boolean;
                instructions?: string;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  createStripePayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderNumber: string;
          sellerId: string;
          price?: number;
          shippingInfo?: {
            name?: string;
            address?: string;
            email?: string;
            phone?: string;
            post?: string;
            province?: string;
            city?: string;
            area?: string;
            state?: string;
            stateCode?: string;
            postalCode?: string;
            zipCode?: string;
            country?: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clientSecret: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createPaypalOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderNumber: string;
          sellerId: string;
          price?: number;
          shippingInfo?: {
            name?: string;
            address?: string;
            email?: string;
            phone?: string;
            post?: string;
            province?: string;
            city?: string;
            area?: string;
            state?: string;
            stateCode?: string;
            postalCode?: string;
            zipCode?: string;
            country?: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      502: components['responses']['BadGateway'];
    };
  };
  capturePaypalPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderId: string;
          sellerId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            capture?: {
              id?: string;
              status?: string;
              seller_receivable_breakdown?: {
                gross_amount?: {
                  value: string;
                  currency_code?: string;
                };
                paypal_fee?: {
                  value: string;
                  currency_code?: string;
                };
                net_amount?: {
                  value: string;
                  currency_code?: string;
                };
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      502: components['responses']['BadGateway'];
    };
  };
  createPayfastPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          name_first?: string;
          /** @default  */
          name_last?: string;
          /** @default  */
          email_address?: string;
          amount?: number | string;
          /** @default  */
          item_name?: string;
          m_payment_id?: string;
          orderNumber: string;
          sellerId: string;
          /** @default  */
          sellerName?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            form: string;
            /** @default  */
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  createCybersourcePayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderNumber: string;
          sellerId?: string;
          amount: number;
          /** @default USD */
          currency?: string;
          cardDetails: {
            number: string;
            expirationMonth: string;
            expirationYear: string;
            securityCode: string;
            cardholderName?: string;
          };
          billingAddress: {
            firstName: string;
            lastName: string;
            /** @default  */
            address1?: string;
            /** @default  */
            city?: string;
            /** @default  */
            state?: string;
            /** @default  */
            postalCode?: string;
            /** @default US */
            country?: string;
            email: string;
            /** @default  */
            phoneNumber?: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            transactionId?: string;
            status?: string;
            error?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  createOfflinePayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          orderNumber: string;
          price?: number;
          /** @enum {string} */
          paymentMethod: 'cash' | 'eft';
          bankDetails?: {
            [key: string]: string;
          } | null;
          sellerId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            paymentReference: string;
            message: string;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            paymentReference: string;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  confirmOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderNumber: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentMethod: string;
          paymentDetails?: {
            transactionId?: string;
            paymentId?: string;
            amount?: number;
            originalAmount?: number;
            exchangeRate?: number;
            exchangeRateApplied?: boolean;
            fee?: number;
            netAmount?: number;
            gateway?: string;
            status?: string;
            paidAt?: string;
          } | null;
          paymentIntentId?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            paymentStatus?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  chooseLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @enum {string} */
          language: 'en' | 'ar' | 'fr';
          return?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            language: string;
          };
        };
      };
      /** @description A form post: back to `return`, in the chosen language */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  receiveStripeWebhook: {
    parameters: {
      query?: never;
      header: {
        /** @description Stripe's signature of the raw body */
        'stripe-signature': string;
      };
      path: {
        sellerId: string;
      };
      cookie?: never;
    };
    /** @description A Stripe event, verified over its exact bytes */
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  receivePayfastNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The ITN fields, signed over their order as sent */
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          [key: string]: string;
        };
      };
    };
    responses: {
      /** @description The notification arrived */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': 'OK';
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getVitalsSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            since: string;
            windowSize: number;
            maxRoutes: number;
            dropped: number;
            vitals: {
              route: string;
              /** @enum {string} */
              name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
              count: number;
              p50: number;
              p75: number;
              p95: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  reportVitals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          value: number;
          route: string;
          id: string;
          navigationType?: string;
        }[];
        'text/plain': {
          /** @enum {string} */
          name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          value: number;
          route: string;
          id: string;
          navigationType?: string;
        }[];
      };
    };
    responses: {
      /** @description Recorded */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  reportCspViolations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/csp-report':
          | {
              'csp-report': {
                'document-uri'?: string;
                'violated-directive'?: string;
                'effective-directive'?: string;
                'blocked-uri'?: string;
                'source-file'?: string;
                'line-number'?: number;
                'column-number'?: number;
                'script-sample'?: string;
                disposition?: string;
              };
            }
          | {
              type: string;
              url?: string;
              body?: {
                documentURL?: string;
                effectiveDirective?: string;
                blockedURL?: string;
                sourceFile?: string;
                lineNumber?: number;
                columnNumber?: number;
                sample?: string;
                disposition?: string;
              };
            }[];
        'application/reports+json':
          | {
              'csp-report': {
                'document-uri'?: string;
                'violated-directive'?: string;
                'effective-directive'?: string;
                'blocked-uri'?: string;
                'source-file'?: string;
                'line-number'?: number;
                'column-number'?: number;
                'script-sample'?: string;
                disposition?: string;
              };
            }
          | {
              type: string;
              url?: string;
              body?: {
                documentURL?: string;
                effectiveDirective?: string;
                blockedURL?: string;
                sourceFile?: string;
                lineNumber?: number;
                columnNumber?: number;
                sample?: string;
                disposition?: string;
              };
            }[];
        'application/json':
          | {
              'csp-report': {
                'document-uri'?: string;
                'violated-directive'?: string;
                'effective-directive'?: string;
                'blocked-uri'?: string;
                'source-file'?: string;
                'line-number'?: number;
                'column-number'?: number;
                'script-sample'?: string;
                disposition?: string;
              };
            }
          | {
              type: string;
              url?: string;
              body?: {
                documentURL?: string;
                effectiveDirective?: string;
                blockedURL?: string;
                sourceFile?: string;
                lineNumber?: number;
                columnNumber?: number;
                sample?: string;
                disposition?: string;
              };
            }[];
      };
    };
    responses: {
      /** @description Recorded */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  loginSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  requestSellerPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  confirmSellerPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  checkShopNameAvailable: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            name: string;
            available: boolean;
            reason?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  requestSellerSignup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          shopName: string;
          name: string;
          countryCode: string;
          currency: string;
        };
      };
    };
    responses: {
      /** @description 202 */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  verifySellerSignup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getSellerMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            account: {
              id: string;
              email: string;
            };
            shop: {
              id: string;
              name: string;
              shopName: string;
              image: string;
              currency: string;
              locale: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  logoutSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  listSellerSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            sessions: {
              id: string;
              userAgent: string;
              ip: string;
              createdAt: string;
              lastSeenAt: string;
              current: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  endSellerSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  logoutSellerEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  changeSellerPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listPendingPayments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            payments: {
              paymentReference: string;
              orderNumber: string;
              /** @enum {string} */
              paymentMethod: 'cash' | 'eft';
              amount: number;
              currency: string;
              customerName: string;
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  approvePayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentReference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            paymentReference: string;
            orderNumber: string;
            paymentStatus: string;
            orderPaymentStatus: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  rejectPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        paymentReference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            paymentReference: string;
            orderNumber: string;
            paymentStatus: string;
            orderPaymentStatus: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getPaymentSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            methods: {
              /** @enum {string} */
              method: 'stripe' | 'paypal' | 'payfast' | 'cybersource' | 'eft' | 'cashOnDelivery';
              enabled: boolean;
              settings: {
                publishableKey?: string;
                clientId?: string;
                exchangeRate?: number;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
                currency?: string;
                bankDetails?: {
                  [key: string]: string;
                };
                instructions?: string;
              };
              secrets: {
                [key: string]: {
                  set: boolean;
                  last4: string | null;
                };
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  savePaymentSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          methods: (
            | {
                /** @constant */
                method: 'stripe';
                enabled: boolean;
                settings: {
                  publishableKey?: string;
                };
                secrets?: {
                  secretKey?: string;
                  webhookSecret?: string;
                };
              }
            | {
                /** @constant */
                method: 'paypal';
                enabled: boolean;
                settings: {
                  clientId?: string;
                  exchangeRate?: number;
                  /** @enum {string} */
                  environment?: 'sandbox' | 'live';
                };
                secrets?: {
                  clientSecret?: string;
                };
              }
            | {
                /** @constant */
                method: 'payfast';
                enabled: boolean;
                settings: {
                  /** @enum {string} */
                  environment?: 'sandbox' | 'live';
                };
                secrets?: {
                  merchantId?: string;
                  merchantKey?: string;
                  passphrase?: string;
                };
              }
            | {
                /** @constant */
                method: 'cybersource';
                enabled: boolean;
                settings: {
                  currency?: string;
                  /** @enum {string} */
                  environment?: 'sandbox' | 'live';
                };
                secrets?: {
                  merchantId?: string;
                  keyId?: string;
                  sharedSecret?: string;
                };
              }
            | {
                /** @constant */
                method: 'eft';
                enabled: boolean;
                settings: {
                  bankDetails?: {
                    [key: string]: string;
                  };
                  instructions?: string;
                };
              }
            | {
                /** @constant */
                method: 'cashOnDelivery';
                enabled: boolean;
                settings: {
                  instructions?: string;
                };
              }
          )[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            methods: {
              /** @enum {string} */
              method: 'stripe' | 'paypal' | 'payfast' | 'cybersource' | 'eft' | 'cashOnDelivery';
              enabled: boolean;
              settings: {
                publishableKey?: string;
                clientId?: string;
                exchangeRate?: number;
                /** @enum {string} */
                environment?: 'sandbox' | 'live';
                currency?: string;
                bankDetails?: {
                  [key: string]: string;
                };
                instructions?: string;
              };
              secrets: {
                [key: string]: {
                  set: boolean;
                  last4: string | null;
                };
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  testPaymentConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        method: 'stripe' | 'paypal' | 'payfast' | 'cybersource';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          settings?: {
            publishableKey?: string;
            clientId?: string;
            /** @enum {string} */
            environment?: 'sandbox' | 'live';
          };
          secrets?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ok: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listSellerNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            notifications: {
              id: string;
              type: string;
              details: {
                [key: string]: unknown;
              };
              createdAt: string;
              read: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getSellerDashboard: {
    parameters: {
      query?: {
        range?: 'today' | '7d' | '30d';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            /** @enum {string} */
            range: 'today' | '7d' | '30d';
            currency: string;
            revenue: number;
            orders: number;
            averageOrderValue: number;
            awaitingApproval: number;
            toShip: number;
            lowStock: number;
            lowStockProducts: {
              id: string;
              name: string;
              slug: string;
              stock: number;
            }[];
            daily: {
              date: string;
              revenue: number;
              orders: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getSellerChecklist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              id: 'logo' | 'support' | 'product' | 'payment' | 'page';
              label: string;
              done: boolean;
              href: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listSellerOrders: {
    parameters: {
      query?: {
        page?: number;
        perPage?: number;
        sort?: 'createdAt' | 'total' | 'orderNumber' | 'customer';
        direction?: 'asc' | 'desc';
        status?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
        paymentStatus?: 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';
        method?: 'stripe' | 'paypal' | 'payfast' | 'cybersource' | 'eft' | 'cashOnDelivery';
        from?: string;
        to?: string;
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            orders: {
              orderNumber: string;
              createdAt: string;
              customerName: string;
              email: string;
              phone: string;
              itemCount: number;
              total: number;
              currency: string;
              /** @enum {string} */
              status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
              paymentStatus: string;
              paymentMethod: string | null;
            }[];
            total: number;
            page: number;
            perPage: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getSellerOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderNumber: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            order: {
              orderNumber: string;
              createdAt: string;
              customerName: string;
              email: string;
              phone: string;
              itemCount: number;
              total: number;
              currency: string;
              /** @enum {string} */
              status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
              paymentStatus: string;
              paymentMethod: string | null;
              items: {
                productId: string | null;
                name: string;
                brand: string;
                slug: string;
                image: string;
                quantity: number;
                unitPrice: number;
                discount: number;
                discountedUnitPrice: number;
                bulkTier: {
                  quantity: number;
                  price: number;
                  description?: string;
                } | null;
                addons: {
                  text: string;
                  price: number;
                }[];
                lineTotal: number;
              }[];
              subtotal: number;
              shippingFee: number;
              shippingInfo: {
                [key: string]: string;
              };
              notes: string;
              carrier: string | null;
              trackingNumber: string | null;
              cancelReason: string | null;
              payments: {
                reference: string;
                method: string;
                amount: number;
                currency: string;
                status: string;
                createdAt: string;
                updatedAt: string;
                reason?: string;
              }[];
              timeline: {
                type: string;
                at: string;
                summary: string;
              }[];
              nextStatuses: ('pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled')[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  transitionSellerOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderNumber: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          from: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
          /** @enum {string} */
          to: 'processing' | 'shipped' | 'delivered' | 'cancelled';
          carrier?: string;
          trackingNumber?: string;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            order: {
              orderNumber: string;
              createdAt: string;
              customerName: string;
              email: string;
              phone: string;
              itemCount: number;
              total: number;
              currency: string;
              /** @enum {string} */
              status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
              paymentStatus: string;
              paymentMethod: string | null;
              items: {
                productId: string | null;
                name: string;
                brand: string;
                slug: string;
                image: string;
                quantity: number;
                unitPrice: number;
                discount: number;
                discountedUnitPrice: number;
                bulkTier: {
                  quantity: number;
                  price: number;
                  description?: string;
                } | null;
                addons: {
                  text: string;
                  price: number;
                }[];
                lineTotal: number;
              }[];
              subtotal: number;
              shippingFee: number;
              shippingInfo: {
                [key: string]: string;
              };
              notes: string;
              carrier: string | null;
              trackingNumber: string | null;
              cancelReason: string | null;
              payments: {
                reference: string;
                method: string;
                amount: number;
                currency: string;
                status: string;
                createdAt: string;
                updatedAt: string;
                reason?: string;
              }[];
              timeline: {
                type: string;
                at: string;
                summary: string;
              }[];
              nextStatuses: ('pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled')[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listSellerMessages: {
    parameters: {
      query?: {
        page?: number;
        filter?: 'all' | 'unread' | 'open' | 'handled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            messages: {
              id: string;
              name: string;
              email: string;
              subject: string;
              message: string;
              createdAt: string;
              read: boolean;
              handled: boolean;
              replies: {
                id: string;
                body: string;
                createdAt: string;
              }[];
            }[];
            total: number;
            unread: number;
            page: number;
            perPage: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateSellerMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          read?: boolean;
          handled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            contactMessage: {
              id: string;
              name: string;
              email: string;
              subject: string;
              message: string;
              createdAt: string;
              read: boolean;
              handled: boolean;
              replies: {
                id: string;
                body: string;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  replySellerMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            contactMessage: {
              id: string;
              name: string;
              email: string;
              subject: string;
              message: string;
              createdAt: string;
              read: boolean;
              handled: boolean;
              replies: {
                id: string;
                body: string;
                createdAt: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listSellerReviews: {
    parameters: {
      query?: {
        page?: number;
        rating?: number;
        visibility?: 'all' | 'visible' | 'hidden';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            reviews: {
              id: string;
              productId: string;
              productName: string;
              productSlug: string;
              name: string;
              rating: number;
              review: string;
              createdAt: string;
              hidden: boolean;
            }[];
            total: number;
            page: number;
            perPage: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateSellerReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          hidden: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            review: {
              id: string;
              productId: string;
              productName: string;
              productSlug: string;
              name: string;
              rating: number;
              review: string;
              createdAt: string;
              hidden: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listNewsletterSubscribers: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            counts: {
              pending: number;
              confirmed: number;
              unsubscribed: number;
            };
            subscribers: {
              email: string;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'unsubscribed';
              createdAt: string;
              updatedAt: string;
            }[];
            page: number;
            pages: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  exportNewsletterSubscribers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  listAlertCounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            products: {
              productId: string;
              backInStock: number;
              priceDrop: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getProductAlertCounts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            productId: string;
            backInStock: number;
            priceDrop: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listSellerProducts: {
    parameters: {
      query?: {
        search?: string;
        category?: string;
        stock?: 'all' | 'in-stock' | 'low' | 'out-of-stock';
        published?: 'all' | 'published' | 'draft';
        sort?:
          | 'newest'
          | 'oldest'
          | 'updated'
          | 'name'
          | 'price-asc'
          | 'price-desc'
          | 'stock-asc'
          | 'stock-desc';
        page?: number;
        perPage?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            products: {
              name: string;
              slug: string;
              /** @default [] */
              images: string[];
              price: number;
              /** @default 0 */
              discount: number;
              /** @default USD */
              currency: string;
              /** @default 0 */
              stock: number;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @enum {string} */
                type: 'Drop-Down List' | 'Radio Buttons' | 'Checkboxes';
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              /** @default  */
              seoTitle: string;
              /** @default  */
              seoDescription: string;
              /** @default  */
              seoImage: '' | string;
              /** @default  */
              seoKeywords: string;
              /** @default true */
              published: boolean;
              _id: string;
              rating: number;
              reviewCount: number;
              createdAt: string;
              updatedAt: string;
            }[];
            total: number;
            page: number;
            perPage: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  createSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          slug?: '' | string;
          /** @default [] */
          images?: string[];
          price: number;
          /** @default 0 */
          discount?: number;
          /** @default USD */
          currency?: string;
          /** @default 0 */
          stock?: number;
          /** @default true */
          showStockQuantity?: boolean;
          /** @default  */
          description?: string;
          /** @default 1 */
          packSize?: number;
          /** @default [] */
          bulkPricing?: {
            quantity: number;
            price: number;
            description?: string;
          }[];
          /** @default [] */
          addons?: {
            question: string;
            /** @enum {string} */
            type: 'Drop-Down List' | 'Radio Buttons' | 'Checkboxes';
            options: {
              text: string;
              /** @default 0 */
              price?: number;
            }[];
          }[];
          /** @default  */
          brand?: string;
          /** @default  */
          category?: string;
          /** @default  */
          seoTitle?: string;
          /** @default  */
          seoDescription?: string;
          /** @default  */
          seoImage?: '' | string;
          /** @default  */
          seoKeywords?: string;
          /** @default true */
          published?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: {
              name: string;
              slug: string;
              /** @default [] */
              images: string[];
              price: number;
              /** @default 0 */
              discount: number;
              /** @default USD */
              currency: string;
              /** @default 0 */
              stock: number;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @enum {string} */
                type: 'Drop-Down List' | 'Radio Buttons' | 'Checkboxes';
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              /** @default  */
              seoTitle: string;
              /** @default  */
              seoDescription: string;
              /** @default  */
              seoImage: '' | string;
              /** @default  */
              seoKeywords: string;
              /** @default true */
              published: boolean;
              _id: string;
              rating: number;
              reviewCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  bulkUpdateSellerProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
          /** @enum {string} */
          action: 'publish' | 'unpublish' | 'delete' | 'set-category' | 'adjust-stock';
          category?: string;
          stockDelta?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            affected: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  importSellerProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rows: {
            [key: string]: string;
          }[];
          dryRun: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            applied: boolean;
            created: number;
            updated: number;
            rejected: number;
            rows: {
              row: number;
              /** @enum {string} */
              action: 'create' | 'update' | 'reject';
              slug: string;
              name: string;
              errors: string[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: {
              name: string;
              slug: string;
              /** @default [] */
              images: string[];
              price: number;
              /** @default 0 */
              discount: number;
              /** @default USD */
              currency: string;
              /** @default 0 */
              stock: number;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @enum {string} */
                type: 'Drop-Down List' | 'Radio Buttons' | 'Checkboxes';
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              /** @default  */
              seoTitle: string;
              /** @default  */
              seoDescription: string;
              /** @default  */
              seoImage: '' | string;
              /** @default  */
              seoKeywords: string;
              /** @default true */
              published: boolean;
              _id: string;
              rating: number;
              reviewCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  updateSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          slug?: '' | string;
          /** @default [] */
          images?: string[];
          price: number;
          /** @default 0 */
          discount?: number;
          /** @default USD */
          currency?: string;
          /** @default 0 */
          stock?: number;
          /** @default true */
          showStockQuantity?: boolean;
          /** @default  */
          description?: string;
          /** @default 1 */
          packSize?: number;
          /** @default [] */
          bulkPricing?: {
            quantity: number;
            price: number;
            description?: string;
          }[];
          /** @default [] */
          addons?: {
            question: string;
            /** @enum {string} */
            type: 'Drop-Down List' | 'Radio Buttons' | 'Checkboxes';
            options: {
              text: string;
              /** @default 0 */
              price?: number;
            }[];
          }[];
          /** @default  */
          brand?: string;
          /** @default  */
          category?: string;
          /** @default  */
          seoTitle?: string;
          /** @default  */
          seoDescription?: string;
          /** @default  */
          seoImage?: '' | string;
          /** @default  */
          seoKeywords?: string;
          /** @default true */
          published?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: {
              name: string;
              slug: string;
              /** @default [] */
              images: string[];
              price: number;
              /** @default 0 */
              discount: number;
              /** @default USD */
              currency: string;
              /** @default 0 */
              stock: number;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @enum {string} */
                type: 'Drop-Down List' | 'Radio Buttons' | 'Checkboxes';
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              /** @default  */
              seoTitle: string;
              /** @default  */
              seoDescription: string;
              /** @default  */
              seoImage: '' | string;
              /** @default  */
              seoKeywords: string;
              /** @default true */
              published: boolean;
              _id: string;
              rating: number;
              reviewCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  patchSellerProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          price?: number;
          discount?: number;
          stock?: number;
          published?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: {
              name: string;
              slug: string;
              /** @default [] */
              images: string[];
              price: number;
              /** @default 0 */
              discount: number;
              /** @default USD */
              currency: string;
              /** @default 0 */
              stock: number;
              /** @default true */
              showStockQuantity: boolean;
              /** @default  */
              description: string;
              /** @default 1 */
              packSize: number;
              /** @default [] */
              bulkPricing: {
                quantity: number;
                price: number;
                description?: string;
              }[];
              /** @default [] */
              addons: {
                question: string;
                /** @enum {string} */
                type: 'Drop-Down List' | 'Radio Buttons' | 'Checkboxes';
                options: {
                  text: string;
                  /** @default 0 */
                  price: number;
                }[];
              }[];
              /** @default  */
              brand: string;
              /** @default  */
              category: string;
              /** @default  */
              seoTitle: string;
              /** @default  */
              seoDescription: string;
              /** @default  */
              seoImage: '' | string;
              /** @default  */
              seoKeywords: string;
              /** @default true */
              published: boolean;
              _id: string;
              rating: number;
              reviewCount: number;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  listSellerCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            categories: {
              _id: string;
              name: string;
              slug: string;
              image: string;
              position: number;
              productCount: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  createSellerCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          image?: '' | string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            category: {
              _id: string;
              name: string;
              slug: string;
              image: string;
              position: number;
              productCount: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  reorderSellerCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            categories: {
              _id: string;
              name: string;
              slug: string;
              image: string;
              position: number;
              productCount: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  updateSellerCategory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          image?: '' | string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            category: {
              _id: string;
              name: string;
              slug: string;
              image: string;
              position: number;
              productCount: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteSellerCategory: {
    parameters: {
      query?: {
        moveTo?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listSellerBanners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            banners: {
              _id: string;
              image: string;
              productId: string | null;
              link: string | null;
              position: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  createSellerBanner: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          image: string;
          /** @default null */
          productId?: string | null;
          /** @default null */
          link?: ('' | string) | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            banner: {
              _id: string;
              image: string;
              productId: string | null;
              link: string | null;
              position: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  reorderSellerBanners: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            banners: {
              _id: string;
              image: string;
              productId: string | null;
              link: string | null;
              position: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  updateSellerBanner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          image: string;
          /** @default null */
          productId?: string | null;
          /** @default null */
          link?: ('' | string) | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            banner: {
              _id: string;
              image: string;
              productId: string | null;
              link: string | null;
              position: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteSellerBanner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listSellerInfoPages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pages: {
              /** @enum {string} */
              name:
                | 'about-our-shop'
                | 'delivery-information'
                | 'shipping-policy'
                | 'return-policy'
                | 'blogs'
                | 'privacy-policy'
                | 'terms-and-conditions';
              title: string;
              content: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateSellerInfoPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          content: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            page: {
              /** @enum {string} */
              name:
                | 'about-our-shop'
                | 'delivery-information'
                | 'shipping-policy'
                | 'return-policy'
                | 'blogs'
                | 'privacy-policy'
                | 'terms-and-conditions';
              title: string;
              content: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getSellerShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shop: {
              shopName: string;
              image: string;
              countryCode: string;
              currency: string;
              locale: string;
              /** @default en */
              language: string;
              supportEmail: string;
              supportPhone: string;
              supportHours: string;
              supportAddress: string;
              socialLinks: {
                [key: string]: string;
              };
              name: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateSellerShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          shopName: string;
          /** @default  */
          image?: '' | string;
          countryCode: string;
          currency: string;
          /** @default en-US */
          locale?: string;
          /** @default en */
          language?: string;
          /** @default  */
          supportEmail?: '' | string;
          /** @default  */
          supportPhone?: string;
          /** @default  */
          supportHours?: string;
          /** @default  */
          supportAddress?: string;
          /** @default {} */
          socialLinks?: {
            [key: string]: '' | string;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shop: {
              shopName: string;
              image: string;
              countryCode: string;
              currency: string;
              locale: string;
              /** @default en */
              language: string;
              supportEmail: string;
              supportPhone: string;
              supportHours: string;
              supportAddress: string;
              socialLinks: {
                [key: string]: string;
              };
              name: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  uploadSellerMedia: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            images: {
              url: string;
              width: number;
              height: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI 3.1 document of every call under /api */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
}
