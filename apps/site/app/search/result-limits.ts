/** At most this many results in the header's dialog; Enter in its field shows more on the search page. */
export const dialogResultLimit = 10;

/** At most this many results on the search page, the best first. */
export const pageResultLimit = 20;
