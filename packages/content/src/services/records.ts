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
export function servicesRecords(locale: Locale) {
  const records = recordsFromMessages(
    messagesFileName('services', locale),
    ServicesRecordsSchema,
    servicesStructure,
    messageFiles.services[locale],
  );
  return {
    ...records,
    /** The five services described in detail on /services (all but GovConnect 360, which has its own page). */
    detailedServices: records.services.filter((service) => service.id !== 'govconnect'),
  };
}
