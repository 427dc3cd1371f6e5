/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Link_CopiedInputs */

const en_receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied. Paste it in a message to your family.`)
};

const kn_receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಲಿಂಕ್ ಕಾಪಿ ಆಗಿದೆ. ಅದನ್ನು ಸಂದೇಶದಲ್ಲಿ ಪೇಸ್ಟ್ ಮಾಡಿ ನಿಮ್ಮ ಕುಟುಂಬದವರಿಗೆ ಕಳುಹಿಸಿ.`)
};

const hi_receipt_link_copied = /** @type {(inputs: Receipt_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिंक कॉपी हो गया। इसे मैसेज में पेस्ट करके अपने परिवार को भेजें।`)
};

/**
* | output |
* | --- |
* | "Link copied. Paste it in a message to your family." |
*
* @param {Receipt_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_link_copied = /** @type {((inputs?: Receipt_Link_CopiedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Link_CopiedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_link_copied(inputs)
	if (locale === "hi") return hi_receipt_link_copied(inputs)
	return en_receipt_link_copied(inputs)
});