/** Width and height from a PNG's IHDR chunk; throws if the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (png.byteLength < 24 || signature.some((byte, index) => png[index] !== byte)) {
    throw new Error('not a PNG file');
  }
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') throw new Error('PNG without IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
