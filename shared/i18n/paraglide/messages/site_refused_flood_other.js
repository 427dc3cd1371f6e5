/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, minutes: NonNullable<unknown> }} Site_Refused_Flood_OtherInputs */

const en_site_refused_flood_other = /** @type {(inputs: Site_Refused_Flood_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We are receiving too many requests from your connection, so this one was not sent. For an ambulance now, call our 24x7 helpline on ${i?.phone}, or try again in ${i?.minutes} minutes.`)
};

const kn_site_refused_flood_other = /** @type {(inputs: Site_Refused_Flood_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಸಂಪರ್ಕದಿಂದ ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು ಬರುತ್ತಿವೆ, ಆದ್ದರಿಂದ ಈ ವಿನಂತಿಯನ್ನು ಕಳುಹಿಸಲಾಗಿಲ್ಲ. ಈಗಲೇ ಆಂಬ್ಯುಲೆನ್ಸ್‌ಗಾಗಿ ನಮ್ಮ 24x7 ಸಹಾಯವಾಣಿ ${i?.phone} ಗೆ ಕರೆ ಮಾಡಿ, ಅಥವಾ ${i?.minutes} ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.`)
};

const hi_site_refused_flood_other = /** @type {(inputs: Site_Refused_Flood_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपके कनेक्शन से बहुत ज़्यादा अनुरोध आ रहे हैं, इसलिए यह अनुरोध नहीं भेजा गया। अभी एम्बुलेंस के लिए हमारी 24x7 हेल्पलाइन ${i?.phone} पर कॉल करें, या ${i?.minutes} मिनट बाद फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "We are receiving too many requests from your connection, so this one was not sent. For an ambulance now, call our 24x7 helpline on {phone}, or try again in {..." |
*
* @param {Site_Refused_Flood_OtherInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_refused_flood_other = /** @type {((inputs: Site_Refused_Flood_OtherInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Refused_Flood_OtherInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_refused_flood_other(inputs)
	if (locale === "hi") return hi_site_refused_flood_other(inputs)
	return en_site_refused_flood_other(inputs)
});