import * as v from 'valibot';
import { IconNameSchema, SlugSchema, TextSchema } from '../shared/schema';

export const transformationStepIds = [
  'discovery',
  'strategy',
  'implementation',
  'optimization',
] as const;

export const TransformationStepSchema = v.object({
  id: v.picklist(transformationStepIds),
  step: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: TextSchema,
  description: TextSchema,
  activities: v.pipe(v.array(TextSchema), v.minLength(3)),
});
export type TransformationStep = v.InferOutput<typeof TransformationStepSchema>;

export const EnablingTechnologySchema = v.object({
  id: SlugSchema,
  title: TextSchema,
  description: TextSchema,
  icon: IconNameSchema,
});
export type EnablingTechnology = v.InferOutput<typeof EnablingTechnologySchema>;
