import type { GovConnectOffering } from './schema';

export const govConnectOfferings: GovConnectOffering[] = [
  {
    id: 'voice-feedback',
    icon: 'phone',
    title: 'Voice-Call Feedback System',
    subtitle: 'Hear directly from beneficiaries, in their own language',
    description:
      'Automated and agent-assisted outbound calls ask beneficiaries short, structured questions about a scheme or service in Telugu, Urdu, Hindi or English. Answers are captured by keypad or speech, transcribed and linked to the village and mandal.',
    benefits: [
      'Reaches citizens without smartphones or internet access',
      'Questionnaires approved by the department before every campaign',
      'Results by district, mandal and village within 48 hours of a campaign closing',
      'Call recordings retained only for the period the department specifies',
    ],
  },
  {
    id: 'messaging-engagement',
    icon: 'message',
    title: 'Messaging-Platform Engagement',
    subtitle: 'Two-way conversations on the apps citizens already use',
    description:
      'Verified government accounts on popular messaging platforms send scheme updates, collect grievances and answer common questions, with hand-off to a human officer when needed.',
    benefits: [
      'Opt-in communication that respects platform and DLT rules',
      'Grievances registered with an acknowledgement number in the chat',
      'Menu-driven flows in Telugu and English, usable on basic smartphones',
      'Escalation to department staff with the full conversation attached',
    ],
  },
  {
    id: 'qr-feedback',
    icon: 'qr',
    title: 'QR Feedback',
    subtitle: 'Feedback at the point of service',
    description:
      'QR codes displayed at offices, hospitals, ration shops and service counters open a short feedback form tied to that location, so officers see how each facility is performing.',
    benefits: [
      'Location-specific ratings and comments without any app to install',
      'Works on any phone camera; no login required',
      'Alerts to the facility in charge when ratings fall below a threshold',
      'Printable codes and display standees generated from the dashboard',
    ],
  },
  {
    id: 'field-force-tracking',
    icon: 'map-pin',
    title: 'Geo-tagged Field Force Tracking',
    subtitle: 'Know that field visits happened, where and when',
    description:
      'An Android app records field staff visits with time, location and photographs, and plans routes for inspections, surveys and door-to-door campaigns. Location is captured only during duty hours.',
    benefits: [
      'Verified visit records for inspections and surveys',
      'Offline capture with automatic sync in low-connectivity areas',
      'Coverage maps showing which villages and wards were visited',
      'Tracking limited to duty hours, with consent recorded in the app',
    ],
  },
  {
    id: 'political-intelligence',
    icon: 'radar',
    title: 'AI Political Intelligence',
    subtitle: 'Understand public sentiment across constituencies',
    description:
      'Aggregates feedback from calls, messages, QR forms and public media, and uses Telugu and English language models to identify issues, trends and sentiment by constituency, so leaders can respond to what people are saying.',
    benefits: [
      'Issue and sentiment trends by constituency, mandal and week',
      'Early warning when complaints about a service rise sharply',
      'Analysis on aggregated, anonymised data only; no profiling of individuals',
      'Briefing reports written for decision-makers, with sources cited',
    ],
  },
];
