import type { BlogAuthor } from './schema';

/** Lumenor Technologies people who write for the blog. */
export const blogAuthors = {
  srinivas: {
    name: 'Srinivas Rao Kondapalli',
    role: 'Director, Government Practice',
    bio: 'Srinivas leads Lumenor’s work with state departments and urban local bodies in Andhra Pradesh and Telangana. He has spent two decades delivering citizen-service platforms, departmental workflow systems and programme management offices for public-sector clients.',
  },
  anjali: {
    name: 'Anjali Varma',
    role: 'Head of Smart City Solutions',
    bio: 'Anjali is a civil engineer turned solution architect who designs integrated command-and-control, sensor and asset-management systems for municipal corporations. She leads Lumenor’s urban infrastructure team in Hyderabad.',
  },
  karthik: {
    name: 'Karthik Bommireddy',
    role: 'Product Lead, GovConnect 360',
    bio: 'Karthik owns the GovConnect 360 product at Lumenor, from the voice-call feedback engine to field-force tracking. He spends much of his time with district teams, turning what officers and citizens tell him into product decisions.',
  },
  farah: {
    name: 'Dr. Farah Siddiqui',
    role: 'Principal Data Scientist',
    bio: 'Farah leads Lumenor’s applied AI group, which builds language, speech and forecasting models for public services. Her research background is in speech recognition for Indian languages, with a focus on Telugu and Urdu.',
  },
  lakshmi: {
    name: 'Lakshmi Prasanna Gorantla',
    role: 'Head of Citizen Experience',
    bio: 'Lakshmi leads service design and accessibility at Lumenor. She has run field research in villages and urban wards across both Telugu states and makes sure every interface the company ships works for first-time digital users.',
  },
  vikram: {
    name: 'Vikram Nallapati',
    role: 'Head of Cybersecurity',
    bio: 'Vikram runs Lumenor’s security practice, covering secure architecture, audits and incident response for government and enterprise systems. He holds CISSP and CISM certifications and has led security reviews of large citizen-data platforms.',
  },
  ravi: {
    name: 'Ravi Shankar Tummala',
    role: 'Chief Technology Officer',
    bio: 'Ravi co-founded Lumenor Technologies in 2010 and sets its technology direction. He oversees the company’s platform engineering, cloud and AI work and chairs its architecture review board.',
  },
} as const satisfies Record<string, BlogAuthor>;
