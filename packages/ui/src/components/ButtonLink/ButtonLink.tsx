import { Anchor, type AnchorProps } from '../../internal/Anchor.js';
import { type ButtonLookProps, buttonLook } from '../Button/ButtonContent.js';

export interface ButtonLinkProps
  extends Omit<AnchorProps, 'className' | 'style' | 'children'>,
    ButtonLookProps {
  /** Where the link goes. Site paths navigate client-side under a LinkProvider. */
  href: string;
}

/** A link that looks like a button: for calls to action that navigate. A native <a> (LinkProvider routes it). */
export function ButtonLink(props: ButtonLinkProps) {
  const { className, content, rest } = buttonLook(props);
  return (
    <Anchor {...rest} className={className}>
      {content}
    </Anchor>
  );
}
