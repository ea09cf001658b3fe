import * as v from 'valibot';
import { IconNameSchema, TextSchema } from '../shared/schema';

export const govConnectOfferingIds = [
  'voice-feedback',
  'messaging-engagement',
  'qr-feedback',
  'field-force-tracking',
  'political-intelligence',
] as const;

export const GovConnectOfferingSchema = v.object({
  id: v.picklist(govConnectOfferingIds),
  icon: IconNameSchema,
  title: TextSchema,
  subtitle: TextSchema,
  description: TextSchema,
  benefits: v.pipe(v.array(TextSchema), v.minLength(3)),
});
export type GovConnectOffering = v.InferOutput<typeof GovConnectOfferingSchema>;
