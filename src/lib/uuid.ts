const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID as the database's uuid columns hold one: refused before any query when it is anything else. */
export const isUuid = (value: string): boolean => UUID.test(value);
