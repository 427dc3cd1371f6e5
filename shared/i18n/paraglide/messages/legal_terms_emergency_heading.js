/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_Emergency_HeadingInputs */

const en_legal_terms_emergency_heading = /** @type {(inputs: Legal_Terms_Emergency_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergencies`)
};

const kn_legal_terms_emergency_heading = /** @type {(inputs: Legal_Terms_Emergency_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಸಂದರ್ಭಗಳು`)
};

const hi_legal_terms_emergency_heading = /** @type {(inputs: Legal_Terms_Emergency_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इमरजेंसी में`)
};

/**
* | output |
* | --- |
* | "Emergencies" |
*
* @param {Legal_Terms_Emergency_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_emergency_heading = /** @type {((inputs?: Legal_Terms_Emergency_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Emergency_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_terms_emergency_heading(inputs)
	if (locale === "hi") return hi_legal_terms_emergency_heading(inputs)
	return en_legal_terms_emergency_heading(inputs)
});