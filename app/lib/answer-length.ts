/** The longest answer we accept: far beyond a 5-minute spoken answer (~750 words). Zod-free, for the page's JavaScript. */
export const MAX_ANSWER_CHARS = 20_000
