/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Site_Refused_Other_DetailsInputs */

const en_site_refused_other_details = /** @type {(inputs: Site_Refused_Other_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We already received a request with this form (reference ${i?.reference}) and other details. Send again to make it a new request, or call us to change the first one.`)
};

const kn_site_refused_other_details = /** @type {(inputs: Site_Refused_Other_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಈ ಫಾರ್ಮ್‌ನಿಂದ ಬೇರೆ ವಿವರಗಳಿರುವ ಒಂದು ವಿನಂತಿ (ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ ${i?.reference}) ನಮಗೆ ಈಗಾಗಲೇ ಬಂದಿದೆ. ಇದನ್ನು ಹೊಸ ವಿನಂತಿಯಾಗಿ ಮಾಡಲು ಮತ್ತೆ ಕಳುಹಿಸಿ, ಅಥವಾ ಮೊದಲ ವಿನಂತಿಯನ್ನು ಬದಲಾಯಿಸಲು ನಮಗೆ ಕರೆ ಮಾಡಿ.`)
};

const hi_site_refused_other_details = /** @type {(inputs: Site_Refused_Other_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`इस फ़ॉर्म से हमें पहले ही एक अनुरोध (रेफ़रेंस नंबर ${i?.reference}) दूसरी जानकारी के साथ मिल चुका है। इसे नया अनुरोध बनाने के लिए फिर से भेजें, या पहला अनुरोध बदलने के लिए हमें कॉल करें।`)
};

/**
* | output |
* | --- |
* | "We already received a request with this form (reference {reference}) and other details. Send again to make it a new request, or call us to change the first one." |
*
* @param {Site_Refused_Other_DetailsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_refused_other_details = /** @type {((inputs: Site_Refused_Other_DetailsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Refused_Other_DetailsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_refused_other_details(inputs)
	if (locale === "hi") return hi_site_refused_other_details(inputs)
	return en_site_refused_other_details(inputs)
});