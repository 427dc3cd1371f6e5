/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Return_HomeInputs */

const en_error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

const kn_error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ`)
};

const hi_error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`होम पेज पर लौटें`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Error_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_return_home = /** @type {((inputs?: Error_Return_HomeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Return_HomeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_error_return_home(inputs)
	if (locale === "hi") return hi_error_return_home(inputs)
	return en_error_return_home(inputs)
});