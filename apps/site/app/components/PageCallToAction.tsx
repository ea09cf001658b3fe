import type { CtaBlock } from '@lumenor/content';
import { CallToAction, type CallToActionTone } from '@lumenor/ui';

export interface PageCallToActionProps {
  /** The page's closing call-to-action record from @lumenor/content. */
  cta: CtaBlock;
  /** Panel colour. @default 'brand' */
  tone?: CallToActionTone;
}

/** The closing ui `CallToAction` band filled from a content `CtaBlock` record. */
export function PageCallToAction({ cta, tone = 'brand' }: PageCallToActionProps) {
  return (
    <CallToAction
      heading={cta.heading}
      body={cta.body}
      primaryAction={cta.action}
      secondaryAction={cta.secondaryAction}
      tone={tone}
    />
  );
}
