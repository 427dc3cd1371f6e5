/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Share_TitleInputs */

const en_receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the ambulance request`)
};

const kn_receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ವಿನಂತಿಯನ್ನು ಲೈವ್ ಆಗಿ ನೋಡಿ`)
};

const hi_receipt_share_title = /** @type {(inputs: Receipt_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस अनुरोध को लाइव देखें`)
};

/**
* | output |
* | --- |
* | "Follow the ambulance request" |
*
* @param {Receipt_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_share_title = /** @type {((inputs?: Receipt_Share_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Share_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_share_title(inputs)
	if (locale === "hi") return hi_receipt_share_title(inputs)
	return en_receipt_share_title(inputs)
});