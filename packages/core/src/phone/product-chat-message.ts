/**
 * The text pre-filled in the chat with a seller from a product (spec §7: "a prefilled message naming the
 * product and its page address"). The spec gives no wording; this one names both on separate lines so the
 * chat service turns the address into a link.
 * @example productChatMessage({ productName: 'Green Tea', pageUrl: 'https://shop.example/tea/product/details/green-tea' })
 * // "Hi, I'm interested in Green Tea.\nhttps://shop.example/tea/product/details/green-tea"
 */
export function productChatMessage(input: { productName: string; pageUrl: string }): string {
  return `Hi, I'm interested in ${input.productName.trim()}.\n${input.pageUrl}`;
}
