/** At most this many results in the header's dialog; Enter in its field shows more on the search page. */
export const dialogResultLimit = 10;

/** At most this many results on the search page, the best first. */
export const pageResultLimit = 20;

/**
 * The results a search shows first, as soon as their files are in (one file each): about a
 * screen of them (two or three in the dialog at a phone's width, five on the search page at a
 * desktop's); the rest follow when theirs are.
 */
export const firstResultsLimit = 5;
