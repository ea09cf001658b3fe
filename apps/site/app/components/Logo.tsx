import type { ImageAsset } from '@lumenor/content';

/** The company logo; its link supplies the accessible name, so the image itself is decorative. */
export function Logo({ image }: { image: ImageAsset }) {
  return <img src={image.src} width={image.width} height={image.height} alt="" />;
}
