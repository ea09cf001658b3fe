/**
 * The services area's structure: ids, icons, links and order, written once for every language.
 * The words are in data/messages/services/services.<locale>.json, keyed by record and field.
 */
export const servicesStructure = {
  services: [
    { id: 'custom-software', icon: 'code', href: '/services#custom-software' },
    { id: 'ai-ml', icon: 'brain', href: '/services#ai-ml' },
    { id: 'cloud-devops', icon: 'cloud', href: '/services#cloud-devops' },
    { id: 'cybersecurity', icon: 'shield', href: '/services#cybersecurity' },
    { id: 'dashboards', icon: 'chart', href: '/services#dashboards' },
    { id: 'govconnect', icon: 'megaphone', href: '/govconnect-360' },
  ],
  /** The contact form's service field: the value the form holds (its label is words). */
  serviceOptions: [
    { value: 'custom-software' },
    { value: 'ai-ml' },
    { value: 'cloud-devops' },
    { value: 'cybersecurity' },
    { value: 'dashboards' },
    { value: 'other' },
  ],
};
