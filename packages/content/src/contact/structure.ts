import { messageWith } from '../shared/messages';

/**
 * The contact area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/contact/contact.<locale>.json, keyed by record and field.
 */
export const contactStructure = {
  newsletterCopy: {
    note: messageWith('inbox'),
  },
};
