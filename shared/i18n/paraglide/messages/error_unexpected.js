/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_UnexpectedInputs */

const en_error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected Application Error!`)
};

const kn_error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅನಿರೀಕ್ಷಿತ ದೋಷ ಉಂಟಾಗಿದೆ!`)
};

const hi_error_unexpected = /** @type {(inputs: Error_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अनपेक्षित त्रुटि हुई!`)
};

/**
* | output |
* | --- |
* | "Unexpected Application Error!" |
*
* @param {Error_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_unexpected = /** @type {((inputs?: Error_UnexpectedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_UnexpectedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_error_unexpected(inputs)
	if (locale === "hi") return hi_error_unexpected(inputs)
	return en_error_unexpected(inputs)
});