// Vite's `?url` imports give the address of a bundled asset (see vite/client); declared here for the atlases.
declare module 'us-atlas/states-10m.json?url' {
  const url: string;
  export default url;
}
declare module 'world-atlas/countries-110m.json?url' {
  const url: string;
  export default url;
}
