/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Link_PrivateInputs */

const en_receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep this link private; it works until 24 hours after your booking ends.`)
};

const kn_receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಈ ಲಿಂಕ್ ಅನ್ನು ಖಾಸಗಿಯಾಗಿ ಇಡಿ; ನಿಮ್ಮ ಬುಕಿಂಗ್ ಮುಗಿದ ನಂತರ 24 ಗಂಟೆಗಳವರೆಗೆ ಇದು ಕೆಲಸ ಮಾಡುತ್ತದೆ.`)
};

const hi_receipt_link_private = /** @type {(inputs: Receipt_Link_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक निजी रखें; आपकी बुकिंग पूरी होने के 24 घंटे बाद तक यह काम करेगा।`)
};

/**
* | output |
* | --- |
* | "Keep this link private; it works until 24 hours after your booking ends." |
*
* @param {Receipt_Link_PrivateInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_private = /** @type {((inputs?: Receipt_Link_PrivateInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Link_PrivateInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_link_private(inputs)
	if (locale === "hi") return hi_receipt_link_private(inputs)
	return en_receipt_link_private(inputs)
});