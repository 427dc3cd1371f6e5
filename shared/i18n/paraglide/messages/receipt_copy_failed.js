/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_Copy_FailedInputs */

const en_receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: press and hold the button above to copy the link.`)
};

const kn_receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕಾಪಿ ಆಗಲಿಲ್ಲ: ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಲು ಮೇಲಿನ ಬಟನ್ ಅನ್ನು ಒತ್ತಿ ಹಿಡಿಯಿರಿ.`)
};

const hi_receipt_copy_failed = /** @type {(inputs: Receipt_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉपी नहीं हो सका: लिंक कॉपी करने के लिए ऊपर वाले बटन को दबाकर रखें।`)
};

/**
* | output |
* | --- |
* | "Could not copy: press and hold the button above to copy the link." |
*
* @param {Receipt_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const receipt_copy_failed = /** @type {((inputs?: Receipt_Copy_FailedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_Copy_FailedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_receipt_copy_failed(inputs)
	if (locale === "hi") return hi_receipt_copy_failed(inputs)
	return en_receipt_copy_failed(inputs)
});