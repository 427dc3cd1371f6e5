/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Error_Not_Found_TitleInputs */

const en_error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page not found | ${i?.business}`)
};

const kn_error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಪುಟ ಸಿಗಲಿಲ್ಲ | ${i?.business}`)
};

const hi_error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पेज नहीं मिला | ${i?.business}`)
};

/**
* | output |
* | --- |
* | "Page not found \| {business}" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title = /** @type {((inputs: Error_Not_Found_TitleInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TitleInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_error_not_found_title(inputs)
	if (locale === "hi") return hi_error_not_found_title(inputs)
	return en_error_not_found_title(inputs)
});