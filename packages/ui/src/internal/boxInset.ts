/**
 * Padding for a box of text that stays in proportion to the screen as the text grows: `size` (a
 * rem token) or `share` percent of the viewport's width, whichever is less. In rem alone, padding
 * doubles with the text at 200 %, and boxes nested in a phone's column (a card's panel, an
 * accordion in a section) leave their text a line a word wide or less. From the width where the
 * share reaches `size` (400 px for 1.5rem at 6 %), the box has its full padding.
 */
export const boxInset = (size: string, share = 6) => `min(${size}, ${share}vw)`;
