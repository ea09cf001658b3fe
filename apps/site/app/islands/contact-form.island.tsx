import { IconSpriteProvider, ToastRegion } from '@lumenor/ui';
import { ContactForm, type ContactFormProps } from '../components/ContactForm/ContactForm';

export interface ContactFormIslandProps extends ContactFormProps {
  iconSprite: string;
  toastRegion: { label: string; dismissLabel: string };
}

/** The consultation form and the toasts that tell how a send went. */
export default function ContactFormIsland({
  iconSprite,
  toastRegion,
  ...form
}: ContactFormIslandProps) {
  return (
    <IconSpriteProvider href={iconSprite}>
      <ContactForm {...form} />
      <ToastRegion label={toastRegion.label} dismissLabel={toastRegion.dismissLabel} />
    </IconSpriteProvider>
  );
}
