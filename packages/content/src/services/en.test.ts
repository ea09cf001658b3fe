import { describe, expect, it } from 'vitest';
import { detailedServices, serviceOptions, services, technologyStack } from './en';

const govConnect = 'govconnect';

describe('services', () => {
  it('have unique ids', () => {
    const ids = services.map((service) => service.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('link to their anchor on /services, GovConnect 360 to its own page', () => {
    for (const service of services) {
      expect(service.href).toBe(
        service.id === govConnect ? '/govconnect-360' : `/services#${service.id}`,
      );
    }
  });

  it('are all described in detail on /services (the anchors exist), but GovConnect 360', () => {
    expect(detailedServices.map((service) => service.id)).toEqual(
      services.map((service) => service.id).filter((id) => id !== govConnect),
    );
  });

  it('every service has features and a case study', () => {
    for (const service of services) {
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.caseStudy.description.length).toBeGreaterThan(80);
    }
  });
});

describe('serviceOptions', () => {
  it('offer every detailed service under its title, in order, then “other”', () => {
    expect(serviceOptions.slice(0, -1)).toEqual(
      detailedServices.map((service) => ({ value: service.id, label: service.title })),
    );
    expect(serviceOptions.at(-1)?.value).toBe('other');
  });

  it('have unique values and labels', () => {
    for (const key of ['value', 'label'] as const) {
      const values = serviceOptions.map((option) => option[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });
});

describe('technologyStack', () => {
  it('has 12 distinct categories with technologies', () => {
    expect(technologyStack).toHaveLength(12);
    expect(new Set(technologyStack.map((c) => c.category)).size).toBe(12);
  });
});
