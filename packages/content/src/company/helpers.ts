import type { Company } from './schema';

/** The postal address on one line, for footers and legal text. */
export function formatAddress(address: Company['address']): string {
  return `${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}
