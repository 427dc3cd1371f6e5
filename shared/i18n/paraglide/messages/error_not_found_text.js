/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_Found_TextInputs */

const en_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

const kn_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಕ್ಷಮಿಸಿ! ಈ ಪುಟ ಸಿಗಲಿಲ್ಲ`)
};

const hi_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`माफ़ कीजिए! यह पेज नहीं मिला`)
};

/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Error_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_text = /** @type {((inputs?: Error_Not_Found_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_error_not_found_text(inputs)
	if (locale === "hi") return hi_error_not_found_text(inputs)
	return en_error_not_found_text(inputs)
});