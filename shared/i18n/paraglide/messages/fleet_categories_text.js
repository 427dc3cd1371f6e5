/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Categories_TextInputs */

const en_fleet_categories_text = /** @type {(inputs: Fleet_Categories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The right vehicle for each patient, and what each carries on board.`)
};

const kn_fleet_categories_text = /** @type {(inputs: Fleet_Categories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ರೋಗಿಗೆ ಸರಿಯಾದ ವಾಹನ, ಮತ್ತು ಪ್ರತಿಯೊಂದರಲ್ಲಿ ಏನೇನು ಇದೆ.`)
};

const hi_fleet_categories_text = /** @type {(inputs: Fleet_Categories_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर मरीज़ के लिए सही गाड़ी, और हर गाड़ी में क्या-क्या है।`)
};

/**
* | output |
* | --- |
* | "The right vehicle for each patient, and what each carries on board." |
*
* @param {Fleet_Categories_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_categories_text = /** @type {((inputs?: Fleet_Categories_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Categories_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_categories_text(inputs)
	if (locale === "hi") return hi_fleet_categories_text(inputs)
	return en_fleet_categories_text(inputs)
});