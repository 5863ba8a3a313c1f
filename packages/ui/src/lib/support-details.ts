/** A seller's support details as the shell shows them (spec §2 header and footer, §3 Seller.support). */
export interface SupportDetails {
  email?: string | null;
  phone?: string | null;
  hours?: string | null;
  address?: string | null;
}
