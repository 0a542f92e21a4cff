/** node-postgres' value serializer (pg/lib/utils.js ships without types): what a query parameter is sent as. */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
