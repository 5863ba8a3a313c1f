/**
 * Masks for personal data answered to someone who may not be its owner (the guest order lookup by email or
 * phone alone): enough to recognise one's own order, not enough to learn someone else's.
 */

/**
 * Each word's first letter, the rest hidden.
 * @example maskName('Jane Doe') // 'J*** D***'
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]}***`)
    .join(' ');
}

/**
 * The last three digits only.
 * @example maskPhone('082 123 4567') // '***567'
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits ? `***${digits.slice(-3)}` : '';
}

/**
 * The first letter of the mailbox and of the domain, and the top-level domain.
 * @example maskEmail('ann.guest@example.co.za') // 'a***@e***.za'
 */
export function maskEmail(email: string): string {
  const [mailbox = '', domain = ''] = email.trim().split('@');
  if (!mailbox || !domain) return '';
  const topLevel = domain.includes('.') ? domain.slice(domain.lastIndexOf('.')) : '';
  return `${Array.from(mailbox)[0]}***@${Array.from(domain)[0]}***${topLevel}`;
}
