/**
 * The page-specific sections of the 11 service pages (spec section 2 "Service pages"), read by
 * the shared template (web/components/ServicePage). Where the spec names a section but not its
 * words, the text is ours: factual, in the site's voice, with no figure or claim beyond the
 * spec's own (README "Content to confirm" lists what the provider should check). The English
 * is here; Kannada and Hindi in kn/service-pages.ts and hi/service-pages.ts (same sections,
 * same order), read through `servicePageIn(id, locale)`.
 */
import type { Locale, PerLocale } from '../i18n/locale';
import { SERVICE_PAGES_HI } from './hi/service-pages';
import { SERVICE_PAGES_KN } from './kn/service-pages';
import type { ServiceId } from './services';

export interface ServiceCardItem {
  title: string;
  /** A figure shown large, e.g. { label: 'Average response', value: '6-10 min' }. */
  figure?: { label: string; value: string };
  text?: string;
  points?: readonly string[];
}

export interface QuestionAndAnswer {
  question: string;
  answer: string;
}

/** One section of a service page; each kind has its own markup. */
export type ServicePageSection =
  | { kind: 'text'; heading: string; paragraphs: readonly string[]; items?: readonly string[] }
  | { kind: 'cards'; heading: string; intro?: string; cards: readonly ServiceCardItem[] }
  | { kind: 'steps'; heading: string; intro?: string; steps: readonly { title: string; text: string }[] }
  /** Lists side by side; `exclude` lists are marked as what the service is not for. */
  | { kind: 'lists'; heading: string; lists: readonly { heading: string; tone: 'include' | 'exclude'; items: readonly string[] }[] }
  /** Native <details> items (no JavaScript); also the page's FAQPage structured data. */
  | { kind: 'faq'; heading: string; items: readonly QuestionAndAnswer[] };

export interface ServicePageContent {
  /** Shown first, after the page heading: what the service is. */
  intro: readonly ServicePageSection[];
  /** Shown after the features, equipment and benefits: the sections the spec lists. */
  sections: readonly ServicePageSection[];
  /** Other service pages to suggest, as linked (an alias path of the emergency page is fine). */
  related: readonly string[];
}

/** A service page's texts in another language: everything but the related links (paths). */
export type ServicePageTexts = Omit<ServicePageContent, 'related'>;

const PAYMENT_OPTIONS = 'Cash, UPI, bank transfer and major cards. We also offer corporate billing and help with insurance settlement.';

export const SERVICE_PAGES: Record<ServiceId, ServicePageContent> = {
  emergency: {
    intro: [
      {
        kind: 'text',
        heading: 'In a medical emergency, call us first',
        paragraphs: [
          'Our emergency line is answered 24 hours a day, 7 days a week, 365 days a year. Tell us where you are and we send the nearest available ambulance, with trained paramedics on board.',
          'Across Bengaluru our average response is under 10 minutes, depending on your location and traffic.',
        ],
      },
    ],
    sections: [
      {
        kind: 'steps',
        heading: 'What to do while you wait',
        steps: [
          {
            title: 'Call and give the address',
            text: 'Tell us the full address with a landmark, what has happened, and the patient’s age and condition.',
          },
          {
            title: 'Keep your phone free',
            text: 'Stay with the patient and keep your phone line free: our team may call back for directions.',
          },
          { title: 'Meet the ambulance', text: 'If you can, send someone to the gate or the main road to guide the crew to the patient.' },
          { title: 'Bring the records', text: 'Keep the patient’s medicines, prescriptions and any hospital records ready to take along.' },
        ],
      },
      {
        kind: 'steps',
        heading: 'What happens when you call',
        steps: [
          { title: 'We answer, day or night', text: 'A member of our team takes the location and the patient’s condition.' },
          { title: 'The nearest ambulance is sent', text: 'Every ambulance is GPS tracked, so we dispatch the one closest to you.' },
          { title: 'Care begins on arrival', text: 'Our paramedics take over care at the scene and on the way.' },
          {
            title: 'Hand-over at the hospital',
            text: 'We take the patient to the hospital you choose, or the nearest suitable one, and hand over to its team.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Where we respond',
        paragraphs: ['From our base in Varthur we cover all of Bengaluru, including:'],
        items: ['Varthur', 'Whitefield', 'Marathahalli', 'KR Puram', 'Hoskote', 'Electronic City'],
      },
    ],
    related: ['/services/icu-ambulance-bangalore', '/services/cardiac', '/services/basic-life-support-ambulance-bangalore'],
  },

  icu: {
    intro: [
      {
        kind: 'text',
        heading: 'What is an ICU ambulance?',
        paragraphs: [
          'An ICU ambulance, also called an advanced life support ambulance, carries the equipment of an intensive care unit and a critical-care trained team, so a critically ill patient keeps receiving intensive care on the road.',
          'It is used for critical emergencies and for moving critically ill patients between hospitals.',
        ],
      },
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'Average response by area',
        intro: 'Times depend on traffic and the ambulance nearest to you when you call.',
        cards: [
          { title: 'Central and South Bengaluru', figure: { label: 'Average response', value: '6-10 min' } },
          { title: 'Whitefield', figure: { label: 'Average response', value: '5-8 min' } },
          { title: 'Varthur and Sarjapur', figure: { label: 'Average response', value: '7-10 min' } },
          { title: 'Electronic City', figure: { label: 'Average response', value: '8-12 min' } },
        ],
      },
      {
        kind: 'cards',
        heading: 'When to call for an ICU ambulance',
        cards: [
          {
            title: 'Critical emergencies',
            text: 'When a patient is critically ill or injured and needs intensive care from the moment the crew arrives.',
          },
          {
            title: 'Inter-hospital transfers',
            text: 'When a critically ill patient must move to another hospital, for specialist treatment or a bed in its intensive care unit.',
          },
        ],
      },
    ],
    related: ['/services/emergency-ambulance-number', '/services/neonatal', '/services/cardiac'],
  },

  basic: {
    intro: [
      {
        kind: 'text',
        heading: 'What is a Basic Life Support ambulance?',
        paragraphs: [
          'A Basic Life Support (BLS) ambulance is a non-ICU ambulance for patients who are stable and do not need intensive care on the way. It carries oxygen, a stretcher and first-aid equipment, with a trained crew, and one attendant may ride along with the patient.',
        ],
      },
    ],
    sections: [
      {
        kind: 'lists',
        heading: 'Is a BLS ambulance right for the patient?',
        lists: [
          {
            heading: 'Ideal for',
            tone: 'include',
            items: [
              'Going home after discharge from hospital',
              'Check-ups, scans and treatment visits',
              'Transfers of stable patients between hospitals',
              'Elderly or bedridden patients who cannot travel by car',
            ],
          },
          {
            heading: 'Not suitable for',
            tone: 'exclude',
            items: [
              'Patients who need a ventilator or intensive care: choose an ICU ambulance',
              'Suspected heart attacks and other heart emergencies: choose a cardiac ambulance',
              'Newborns who need intensive care: choose a neonatal ambulance',
              'Any patient whose condition is critical or unstable: call our emergency line',
            ],
          },
        ],
      },
      {
        kind: 'cards',
        heading: 'Coverage and average response',
        cards: [
          { title: 'Whitefield', figure: { label: 'Average response', value: '5-10 min' } },
          { title: 'Varthur', figure: { label: 'Average response', value: '6-12 min' } },
          { title: 'Electronic City', figure: { label: 'Average response', value: '7-12 min' } },
          { title: 'Central and South Bengaluru', figure: { label: 'Average response', value: '8-15 min' } },
        ],
      },
      {
        kind: 'faq',
        heading: 'Basic Life Support ambulance: questions',
        items: [
          {
            question: 'What is the difference between a BLS and an ICU ambulance?',
            answer:
              'A BLS ambulance is for stable patients and carries oxygen, a stretcher and first-aid equipment. An ICU ambulance carries intensive care equipment, such as a ventilator and a patient monitor, and a critical-care trained team, for critically ill patients.',
          },
          {
            question: 'Can a family member travel with the patient?',
            answer: 'Yes. One attendant may ride along with the patient in a BLS ambulance.',
          },
          {
            question: 'How quickly can a BLS ambulance reach me?',
            answer:
              'On average in 5-10 minutes in Whitefield, 6-12 in Varthur, 7-12 in Electronic City and 8-15 in Central and South Bengaluru, depending on traffic.',
          },
          {
            question: 'Can I book a BLS ambulance in advance?',
            answer:
              'Yes. For a planned trip, such as a discharge or a check-up, send a request online or on WhatsApp and our team will contact you within 5 minutes. For an emergency, call us.',
          },
          {
            question: 'Does a BLS ambulance carry oxygen?',
            answer: 'Yes. Every BLS ambulance carries oxygen and a stretcher, as well as first-aid equipment.',
          },
          { question: 'How can I pay?', answer: PAYMENT_OPTIONS },
        ],
      },
    ],
    related: ['/services/emergency-ambulance-number', '/services/icu-ambulance-bangalore', '/services/cardiac'],
  },

  cardiac: {
    intro: [
      {
        kind: 'text',
        heading: 'Care for the heart, from the first minute',
        paragraphs: [
          'In a heart emergency every minute counts. Our cardiac ambulance carries a cardiac monitor and a defibrillator, and its paramedics are trained in Advanced Cardiac Life Support (ACLS).',
        ],
      },
    ],
    sections: [
      {
        kind: 'steps',
        heading: 'Our four-step cardiac protocol',
        steps: [
          { title: 'Assessment', text: 'On arrival the crew checks the patient’s breathing, pulse and heart rhythm.' },
          {
            title: 'ACLS intervention',
            text: 'ACLS-trained paramedics give advanced cardiac life support, including defibrillation where needed.',
          },
          { title: 'Continuous monitoring', text: 'The heart rhythm and vital signs are watched all the way.' },
          { title: 'Cardiac centre transfer', text: 'The patient is taken to a cardiac centre and handed over to its team.' },
        ],
      },
    ],
    related: ['/services/icu-ambulance-bangalore', '/services/emergency', '/services/intercity'],
  },

  neonatal: {
    intro: [
      {
        kind: 'text',
        heading: 'Transport made for the smallest patients',
        paragraphs: [
          'Newborns, infants and children need equipment of their size and gentle handling. Our neonatal and paediatric ambulance carries them to hospital, between hospitals and to specialist care.',
        ],
      },
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'Who we carry',
        cards: [
          {
            title: 'Newborns',
            figure: { label: 'Age', value: '0-28 days' },
            text: 'Neonatal transfers, including moves to and between neonatal intensive care units.',
          },
          {
            title: 'Infants',
            figure: { label: 'Age', value: '1-12 months' },
            text: 'Emergencies and planned transfers for babies in their first year.',
          },
          {
            title: 'Children',
            figure: { label: 'Age', value: '1-18 years' },
            text: 'Paediatric emergencies and transfers for children and teenagers.',
          },
        ],
      },
    ],
    related: ['/services/icu-ambulance-bangalore', '/services/air', '/services/intercity'],
  },

  air: {
    intro: [
      {
        kind: 'text',
        heading: 'When the distance is too far by road',
        paragraphs: [
          'An air ambulance moves a patient over long distances in hours instead of days. We plan the whole journey bed to bed: a ground ambulance to the aircraft, the flight, and a ground ambulance to the receiving hospital.',
        ],
      },
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'Helicopter or fixed wing?',
        intro: 'The distance decides the aircraft; we advise on the right one for the patient and the route.',
        cards: [
          {
            title: 'Helicopter',
            figure: { label: 'Range', value: 'Up to 300 km' },
            points: ['For shorter regional transfers', 'Ground ambulance to and from the landing site'],
          },
          {
            title: 'Fixed wing',
            figure: { label: 'Range', value: '500+ km' },
            points: ['For long-distance transfers within India', 'For international repatriation'],
          },
        ],
      },
      {
        kind: 'text',
        heading: 'International repatriation',
        paragraphs: [
          'We arrange fixed-wing flights to bring patients home to India from abroad, or to take them from Bengaluru to another country, with ground ambulances at both ends.',
        ],
      },
    ],
    related: ['/services/intercity', '/services/icu-ambulance-bangalore', '/services/neonatal'],
  },

  mortuary: {
    intro: [
      {
        kind: 'text',
        heading: 'Dignity at a difficult time',
        paragraphs: [
          'Our mortuary ambulance carries the departed from hospital or home with care and respect, with a freezer box where needed, at any hour of the day or night.',
        ],
      },
    ],
    sections: [
      {
        kind: 'lists',
        heading: 'How we look after you',
        lists: [
          {
            heading: 'Service standards',
            tone: 'include',
            items: [
              'Respectful handling of the departed at every step',
              'A vehicle sanitized before every trip',
              'A freezer box where the journey or the wait needs one',
              'On time, 24 hours a day, 365 days a year',
            ],
          },
          {
            heading: 'Family support',
            tone: 'include',
            items: [
              'One calm point of contact from the first call',
              'Timings agreed with the family',
              'Coordination with the hospital, the home and the funeral venue',
              'Transfers within Bengaluru and to other cities',
            ],
          },
        ],
      },
    ],
    related: ['/services/funeral', '/services/intercity', '/services/emergency'],
  },

  funeral: {
    intro: [
      {
        kind: 'text',
        heading: 'A dignified last journey',
        paragraphs: [
          'We take care of the journey so the family can take care of each other: from collection at home to the final destination, with respect for your customs.',
        ],
      },
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'How we help',
        cards: [
          {
            title: 'Home collection',
            text: 'We collect the departed from home, or from the hospital or mortuary, at a time that suits the family.',
          },
          {
            title: 'Religious support',
            text: 'We respect the customs of every faith; tell us what your family’s rites need and we plan the transfer around them.',
          },
          {
            title: 'Final destination',
            text: 'We transfer to the crematorium, burial ground, place of worship or home town, within Bengaluru or beyond.',
          },
        ],
      },
    ],
    related: ['/services/mortuary', '/services/intercity', '/services/emergency'],
  },

  event: {
    intro: [
      {
        kind: 'text',
        heading: 'Medical cover for your event',
        paragraphs: [
          'A stocked ambulance and a paramedic crew on site from start to finish, so anyone who falls ill or is injured is cared for at once and taken to hospital if needed.',
        ],
      },
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'Events we cover',
        cards: [
          { title: 'Sports', text: 'Matches, tournaments, marathons and school sports days.' },
          { title: 'Concerts and festivals', text: 'Concerts, festivals and cultural programmes with large crowds.' },
          { title: 'Corporate events', text: 'Conferences, offsites and company celebrations.' },
          { title: 'Public gatherings', text: 'Rallies, processions, community and religious gatherings.' },
        ],
      },
      {
        kind: 'steps',
        heading: 'Our four-step event protocol',
        steps: [
          {
            title: 'Plan with the organiser',
            text: 'We learn the venue, the expected crowd and the schedule, and agree where the ambulance stands and how it leaves.',
          },
          { title: 'Set up before the gates open', text: 'The ambulance and crew arrive early and take position with a clear exit route.' },
          { title: 'Respond during the event', text: 'The crew gives care on the spot to anyone who falls ill or is injured.' },
          {
            title: 'Transfer and report',
            text: 'Patients who need hospital care are taken there, and the organiser receives a report after the event.',
          },
        ],
      },
    ],
    related: ['/services/corporate', '/services/emergency', '/services/icu-ambulance-bangalore'],
  },

  intercity: {
    intro: [
      {
        kind: 'text',
        heading: 'Long-distance transfers, planned with care',
        paragraphs: [
          'Moving a patient to another city takes planning. We choose the right vehicle, an ICU or a BLS ambulance as the patient needs, plan the route, and care for the patient all the way.',
        ],
      },
    ],
    sections: [
      {
        kind: 'lists',
        heading: 'How a transfer works',
        lists: [
          {
            heading: 'Pre-transfer planning',
            tone: 'include',
            items: [
              'The patient’s condition and needs reviewed with the family and the treating hospital',
              'The receiving hospital confirmed before departure',
              'The vehicle and crew chosen for the patient',
              'The route and stops planned',
            ],
          },
          {
            heading: 'During the transfer',
            tone: 'include',
            items: ['Care and monitoring throughout the journey', 'Updates for the family', 'Hand-over to the receiving hospital’s team'],
          },
        ],
      },
      {
        kind: 'cards',
        heading: 'Where we go',
        cards: [
          { title: 'South India', text: 'Karnataka, Tamil Nadu, Andhra Pradesh and Kerala.' },
          { title: 'Pan India', text: 'Transfers to cities across India.' },
          { title: 'International', text: 'Transfers abroad, arranged with our air ambulance service.' },
        ],
      },
    ],
    related: ['/services/air', '/services/icu-ambulance-bangalore', '/services/basic-life-support-ambulance-bangalore'],
  },

  corporate: {
    intro: [
      {
        kind: 'text',
        heading: 'Medical cover for your people',
        paragraphs: [
          'A workplace emergency needs a fast, planned response. Our corporate packages give your sites a direct line to our ambulances and paramedics, with the cover sized to your workforce.',
        ],
      },
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'Packages',
        intro: 'Each package is agreed with you; tell us about your sites and workforce and we will propose one.',
        cards: [
          {
            title: 'Basic',
            points: ['Emergency response for one site from our 24x7 helpline', 'A direct contact for your site team', 'Corporate billing'],
          },
          {
            title: 'Premium',
            points: [
              'Everything in Basic',
              'Planned transfers for employees, such as hospital visits',
              'Medical standby for your company events',
            ],
          },
          {
            title: 'Enterprise',
            points: [
              'Everything in Premium',
              'Cover planned around several sites and shifts',
              'An ambulance stationed on site where needed',
              'One point of contact for all your sites',
            ],
          },
        ],
      },
      {
        kind: 'cards',
        heading: 'Industries we serve',
        cards: [
          { title: 'Manufacturing', text: 'Factories and plants, where injuries need a quick response.' },
          { title: 'Construction', text: 'Building sites, where falls and injuries need care at once.' },
          { title: 'IT', text: 'Offices and tech parks, for employees and visitors.' },
          { title: 'Retail and hospitality', text: 'Malls, stores, hotels and restaurants, for staff and guests.' },
        ],
      },
    ],
    related: ['/services/event', '/services/emergency', '/services/icu-ambulance-bangalore'],
  },
};

const PAGE_TEXTS: PerLocale<Record<ServiceId, ServicePageTexts>> = { en: SERVICE_PAGES, kn: SERVICE_PAGES_KN, hi: SERVICE_PAGES_HI };

/** A service page's sections in a language (the related links are the same in every language). */
export function servicePageIn(id: ServiceId, locale: Locale): ServicePageContent {
  if (locale === 'en') return SERVICE_PAGES[id];
  return { ...PAGE_TEXTS[locale][id], related: SERVICE_PAGES[id].related };
}
