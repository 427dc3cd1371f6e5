import type { ServiceType } from '../../shared/booking-values';
import { SUITABLE_VEHICLES } from '../../shared/dispatch';
import type { FareLine, RateCardBody } from '../../shared/fares';

/**
 * The demo's rate card (issue 40): made-up figures of the shape Karnataka's orders use (a
 * minimum fare for the first 10 km, a rate per km after, waiting by the hour) and Kerala's
 * concessions. A provider enters the rates of the order in force. Air ambulance, corporate
 * contracts and event standby are quoted per case, so they have no line.
 */
const RUPEE = 100;
const line = (serviceType: ServiceType, minimum: number, includedKm: number, perKm: number, waitingFreeMinutes: number, waitingPerHour: number): FareLine => ({
  serviceType,
  vehicleKind: SUITABLE_VEHICLES[serviceType][0],
  minimumFarePaise: minimum * RUPEE,
  includedKm,
  perKmPaise: perKm * RUPEE,
  waitingFreeMinutes,
  waitingPerHourPaise: waitingPerHour * RUPEE,
});

export const DEMO_RATE_CARD: RateCardBody = {
  lines: [
    line('emergency', 1_500, 10, 25, 30, 200),
    line('basic', 1_000, 10, 20, 30, 150),
    line('als', 3_000, 10, 45, 30, 400),
    line('icu', 4_000, 10, 60, 30, 500),
    line('cardiac', 3_500, 10, 50, 30, 400),
    line('neonatal', 3_500, 10, 50, 30, 400),
    line('transfer', 1_200, 10, 22, 30, 150),
    line('intercity', 2_500, 20, 22, 60, 200),
    line('funeral', 1_500, 10, 20, 60, 150),
  ],
  night: { from: '22:00', to: '06:00', surchargeBps: 2_000 },
  addOns: [
    { code: 'oxygen', label: { en: 'Oxygen', kn: 'ಆಮ್ಲಜನಕ', hi: 'ऑक्सीजन' }, pricePaise: 300 * RUPEE, per: 'trip' },
    { code: 'attendant', label: { en: 'Attendant riding along', kn: 'ಜೊತೆಗೆ ಸಹಾಯಕ', hi: 'साथ में सहायक' }, pricePaise: 500 * RUPEE, per: 'trip' },
    { code: 'ventilator', label: { en: 'Ventilator', kn: 'ವೆಂಟಿಲೇಟರ್', hi: 'वेंटिलेटर' }, pricePaise: 1_500 * RUPEE, per: 'trip' },
    { code: 'stairs', label: { en: 'Stretcher carried by stairs', kn: 'ಮೆಟ್ಟಿಲುಗಳ ಮೂಲಕ ಸ್ಟ್ರೆಚರ್', hi: 'सीढ़ियों से स्ट्रेचर' }, pricePaise: 150 * RUPEE, per: 'floor' },
  ],
  concessions: [
    {
      code: 'child',
      label: { en: 'Child under 12', kn: '12 ವರ್ಷದೊಳಗಿನ ಮಕ್ಕಳು', hi: '12 वर्ष से कम आयु के बच्चे' },
      whoQualifies: { en: 'Patients under 12 years of age', kn: '12 ವರ್ಷದೊಳಗಿನ ರೋಗಿಗಳು', hi: '12 वर्ष से कम आयु के रोगी' },
      kind: 'percent',
      value: 2_500,
    },
    {
      code: 'cancer',
      label: { en: 'Cancer patient', kn: 'ಕ್ಯಾನ್ಸರ್ ರೋಗಿ', hi: 'कैंसर रोगी' },
      whoQualifies: {
        en: 'Patients under cancer treatment, with the hospital’s card',
        kn: 'ಆಸ್ಪತ್ರೆಯ ಕಾರ್ಡ್ ಹೊಂದಿರುವ, ಕ್ಯಾನ್ಸರ್ ಚಿಕಿತ್ಸೆಯಲ್ಲಿರುವ ರೋಗಿಗಳು',
        hi: 'अस्पताल के कार्ड के साथ कैंसर का इलाज करा रहे रोगी',
      },
      kind: 'percent',
      value: 5_000,
    },
    {
      code: 'bpl',
      label: { en: 'BPL card holder', kn: 'ಬಿಪಿಎಲ್ ಕಾರ್ಡ್ ಹೊಂದಿರುವವರು', hi: 'बीपीएल कार्ड धारक' },
      whoQualifies: { en: 'Holders of a Below Poverty Line ration card', kn: 'ಬಡತನ ರೇಖೆಗಿಂತ ಕೆಳಗಿನ (ಬಿಪಿಎಲ್) ಪಡಿತರ ಚೀಟಿ ಹೊಂದಿರುವವರು', hi: 'गरीबी रेखा से नीचे (बीपीएल) राशन कार्ड धारक' },
      kind: 'per_km',
      value: 10 * RUPEE,
    },
  ],
  note: {
    en: 'Demo fares: the provider enters the rates of the government order in force.',
    kn: 'ಮಾದರಿ ದರಗಳು: ಸೇವಾದಾರರು ಜಾರಿಯಲ್ಲಿರುವ ಸರ್ಕಾರಿ ಆದೇಶದ ದರಗಳನ್ನು ನಮೂದಿಸುತ್ತಾರೆ.',
    hi: 'नमूना किराया: प्रदाता लागू सरकारी आदेश की दरें दर्ज करता है।',
  },
};
