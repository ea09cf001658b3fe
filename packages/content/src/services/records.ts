import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { ServiceOptionSchema, ServiceSchema, TechnologyCategorySchema } from './schema';
import { servicesStructure } from './structure';

const ServicesRecordsSchema = v.object({
  services: v.array(ServiceSchema),
  serviceOptions: v.array(ServiceOptionSchema),
  technologyStack: v.pipe(v.array(TechnologyCategorySchema), v.minLength(1)),
});

/** The services, the contact form's service options and the technology stack of one language. */
/** `messages`: another set of words for the same structure (a language in the making, a test's). */
export function servicesRecords(locale: Locale, messages: unknown = messageFiles.services[locale]) {
  const records = recordsFromMessages(
    messagesFileName('services', locale),
    ServicesRecordsSchema,
    servicesStructure,
    messages,
  );
  return {
    ...records,
    /** The five services described in detail on /services (all but GovConnect 360, which has its own page). */
    detailedServices: records.services.filter((service) => service.id !== 'govconnect'),
  };
}
