import { ButtonLink } from '../components/ButtonLink/ButtonLink.js';

/** One navigation action: a visible label and where it goes. */
export interface ActionLink {
  label: string;
  href: string;
}

export interface ActionLinksProps {
  primary?: ActionLink;
  secondary?: ActionLink;
  /** On the dark-blue brand band: the on-brand variants, which keep their contrast there. */
  onBrand: boolean;
}

/**
 * The one or two actions of a lead block (Hero, CallToAction): the main one solid with an arrow,
 * the second outlined.
 */
export function ActionLinks({ primary, secondary, onBrand }: ActionLinksProps) {
  return (
    <>
      {primary && (
        <ButtonLink
          href={primary.href}
          variant={onBrand ? 'onBrand' : 'primary'}
          size="large"
          iconEnd="arrow-right"
        >
          {primary.label}
        </ButtonLink>
      )}
      {secondary && (
        <ButtonLink
          href={secondary.href}
          variant={onBrand ? 'onBrandOutline' : 'secondary'}
          size="large"
        >
          {secondary.label}
        </ButtonLink>
      )}
    </>
  );
}
