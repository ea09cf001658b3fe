import { messageWith } from '../shared/messages';

/**
 * The editor area's structure: ids, icons, links, order and figures, written once for every
 * language. The words are in data/messages/editor/editor.<locale>.json, keyed by record and field.
 */
export const editorStructure = {
  editorCopy: {
    messages: {
      bodyParagraphs: messageWith('count', 'words'),
      imageTooNarrow: messageWith('count'),
      imageTooHeavy: messageWith('count'),
      titleTooLong: messageWith('count'),
      excerptTooShort: messageWith('count'),
      imageAltTooShort: messageWith('count'),
      bioTooShort: messageWith('count'),
      image: messageWith('count'),
    },
  },
};
