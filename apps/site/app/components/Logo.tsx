import { company } from '@lumenor/content';

/** The company logo; its link supplies the accessible name, so the image itself is decorative. */
export function Logo() {
  const { src, width, height } = company.logo;
  return <img src={src} width={width} height={height} alt="" />;
}
