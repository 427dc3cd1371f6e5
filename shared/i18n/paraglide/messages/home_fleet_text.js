/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ambulances: NonNullable<unknown>, vehicles: NonNullable<unknown> }} Home_Fleet_TextInputs */

const en_home_fleet_text = /** @type {(inputs: Home_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ambulances} ambulances and ${i?.vehicles} vehicles in total, every one sanitized and GPS tracked. Choose a category, and select a picture to enlarge it.`)
};

const kn_home_fleet_text = /** @type {(inputs: Home_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಒಟ್ಟು ${i?.ambulances} ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಳು ಮತ್ತು ${i?.vehicles} ವಾಹನಗಳು; ಪ್ರತಿಯೊಂದನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗಿದ್ದು GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ. ಒಂದು ವರ್ಗವನ್ನು ಆರಿಸಿ, ಚಿತ್ರವನ್ನು ದೊಡ್ಡದಾಗಿ ನೋಡಲು ಅದರ ಮೇಲೆ ಒತ್ತಿ.`)
};

const hi_home_fleet_text = /** @type {(inputs: Home_Fleet_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कुल ${i?.ambulances} एम्बुलेंस और ${i?.vehicles} गाड़ियाँ, हर एक सैनिटाइज़्ड और GPS ट्रैक्ड। कोई श्रेणी चुनें, और बड़ा देखने के लिए किसी तस्वीर पर क्लिक करें।`)
};

/**
* | output |
* | --- |
* | "{ambulances} ambulances and {vehicles} vehicles in total, every one sanitized and GPS tracked. Choose a category, and select a picture to enlarge it." |
*
* @param {Home_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_fleet_text = /** @type {((inputs: Home_Fleet_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Fleet_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_home_fleet_text(inputs)
	if (locale === "hi") return hi_home_fleet_text(inputs)
	return en_home_fleet_text(inputs)
});