/**
 * The govconnect area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/govconnect/govconnect.<locale>.json, keyed by record and field.
 */
export const govconnectStructure = {
  govConnectOfferings: [
    {
      id: 'voice-feedback',
      icon: 'phone',
    },
    {
      id: 'messaging-engagement',
      icon: 'message',
    },
    {
      id: 'qr-feedback',
      icon: 'qr',
    },
    {
      id: 'field-force-tracking',
      icon: 'map-pin',
    },
    {
      id: 'political-intelligence',
      icon: 'radar',
    },
  ],
};
