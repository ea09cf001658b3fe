/**
 * The support area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/support/support.<locale>.json, keyed by record and field.
 */
export const supportStructure = {
  replyPromise: {
    hours: 24,
  },
  faqs: [
    {
      id: 'engagement-start',
    },
    {
      id: 'government-procurement',
    },
    {
      id: 'data-hosting',
    },
    {
      id: 'support-after-launch',
    },
  ],
};
