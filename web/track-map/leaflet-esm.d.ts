// Leaflet's ES module build has the API of @types/leaflet.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
