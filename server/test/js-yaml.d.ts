// js-yaml ships no types; the contract test uses its load alone.
declare module 'js-yaml' {
  const yaml: { load(text: string): unknown };
  export default yaml;
}
