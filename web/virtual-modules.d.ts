/** Modules that Vite plugins in vite.config.ts provide. */
declare module 'virtual:site-images' {
  /** Image id -> the files made for it by scripts/images.ts (photo variants or the illustration). */
  const images: import('./lib/image-manifest').ImageManifest;
  export default images;
}
