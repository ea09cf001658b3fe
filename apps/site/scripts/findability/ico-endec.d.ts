declare module 'ico-endec' {
  /** `encode`: an ICO file of the given PNG (or BMP) images, each kept as it is. */
  const icoEndec: { encode(images: readonly Buffer[]): Buffer };
  export default icoEndec;
}
