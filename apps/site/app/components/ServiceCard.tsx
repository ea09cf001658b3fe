import type { Service } from '@lumenor/content';
import { Card } from '@lumenor/ui';

/** What a service card shows; picked by {@link serviceSummary} in a route loader. */
export type ServiceSummary = Pick<Service, 'id' | 'title' | 'description' | 'icon' | 'href'>;

/** Loader-side: the fields of a service its card shows, so the page data carries no more. */
export function serviceSummary({ id, title, description, icon, href }: Service): ServiceSummary {
  return { id, title, description, icon, href };
}

export interface ServiceCardProps {
  service: ServiceSummary;
  /** The visible cue of the card's link ('Learn more'). */
  actionLabel: string;
}

/** A service as a linked card: icon, title, description and the cue to its section or page. */
export function ServiceCard({ service, actionLabel }: ServiceCardProps) {
  return (
    <Card title={service.title} icon={service.icon} href={service.href} actionLabel={actionLabel}>
      {service.description}
    </Card>
  );
}
