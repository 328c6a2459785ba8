// Alone in its module so the results page's button carries this label and not the rest of the rules.
export const SAVE_SEARCH_LABEL = 'Save this search';
