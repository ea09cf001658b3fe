import { describe, expect, it } from 'vitest';
import { detailedServices, serviceOptions, services, technologyStack } from './en';

describe('serviceOptions', () => {
  it('are the six options, value and label, in order', () => {
    expect(serviceOptions).toEqual([
      { value: 'custom-software', label: 'Custom Software Development' },
      { value: 'ai-ml', label: 'AI & Machine Learning Solutions' },
      { value: 'cloud-devops', label: 'Cloud Migration & DevOps' },
      { value: 'cybersecurity', label: 'Cybersecurity & Compliance' },
      { value: 'dashboards', label: 'Customized Dashboards & Analytics' },
      { value: 'other', label: 'Other Services' },
    ]);
  });

  it('offer every service except GovConnect 360 under the same title', () => {
    for (const service of detailedServices) {
      expect(serviceOptions).toContainEqual({ value: service.id, label: service.title });
    }
  });
});

describe('services', () => {
  it('are the six services, in order', () => {
    expect(services.map((service) => service.id)).toEqual([
      'custom-software',
      'ai-ml',
      'cloud-devops',
      'cybersecurity',
      'dashboards',
      'govconnect',
    ]);
  });

  it('link to their anchor on /services, GovConnect 360 to its own page', () => {
    for (const service of services) {
      expect(service.href).toBe(
        service.id === 'govconnect' ? '/govconnect-360' : `/services#${service.id}`,
      );
    }
  });

  it('five are described in detail', () => {
    expect(detailedServices).toHaveLength(5);
    expect(detailedServices.map((service) => service.id)).not.toContain('govconnect');
  });

  it('every service has features and a case study', () => {
    for (const service of services) {
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.caseStudy.description.length).toBeGreaterThan(80);
    }
  });
});

describe('technologyStack', () => {
  it('has 12 distinct categories with technologies', () => {
    expect(technologyStack).toHaveLength(12);
    expect(new Set(technologyStack.map((c) => c.category)).size).toBe(12);
  });
});
