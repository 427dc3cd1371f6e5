/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Meta_DescriptionInputs */

const en_helpline_meta_description = /** @type {(inputs: Helpline_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our 24x7 ambulance helpline for Bengaluru: the number to call, when to call it, what to tell the call-taker, and how to reach us on WhatsApp.`)
};

const kn_helpline_meta_description = /** @type {(inputs: Helpline_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬೆಂಗಳೂರಿಗಾಗಿ ನಮ್ಮ 24x7 ಆಂಬ್ಯುಲೆನ್ಸ್ ಸಹಾಯವಾಣಿ: ಕರೆ ಮಾಡಬೇಕಾದ ಸಂಖ್ಯೆ, ಯಾವಾಗ ಕರೆ ಮಾಡಬೇಕು, ಕರೆ ಸ್ವೀಕರಿಸುವವರಿಗೆ ಏನು ತಿಳಿಸಬೇಕು, ಮತ್ತು WhatsApp ನಲ್ಲಿ ನಮ್ಮನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸಬೇಕು.`)
};

const hi_helpline_meta_description = /** @type {(inputs: Helpline_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बेंगलुरु के लिए हमारी 24x7 एम्बुलेंस हेल्पलाइन: कौन-सा नंबर मिलाएँ, कब कॉल करें, कॉल उठाने वाले को क्या बताएँ, और WhatsApp पर हमसे कैसे जुड़ें।`)
};

/**
* | output |
* | --- |
* | "Our 24x7 ambulance helpline for Bengaluru: the number to call, when to call it, what to tell the call-taker, and how to reach us on WhatsApp." |
*
* @param {Helpline_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_meta_description = /** @type {((inputs?: Helpline_Meta_DescriptionInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Meta_DescriptionInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_meta_description(inputs)
	if (locale === "hi") return hi_helpline_meta_description(inputs)
	return en_helpline_meta_description(inputs)
});