/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Privacy_Who_HeadingInputs */

const en_legal_privacy_who_heading = /** @type {(inputs: Legal_Privacy_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who sees it`)
};

const kn_legal_privacy_who_heading = /** @type {(inputs: Legal_Privacy_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಅದನ್ನು ಯಾರು ನೋಡುತ್ತಾರೆ`)
};

const hi_legal_privacy_who_heading = /** @type {(inputs: Legal_Privacy_Who_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इसे कौन देखता है`)
};

/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Legal_Privacy_Who_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_who_heading = /** @type {((inputs?: Legal_Privacy_Who_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_Who_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_privacy_who_heading(inputs)
	if (locale === "hi") return hi_legal_privacy_who_heading(inputs)
	return en_legal_privacy_who_heading(inputs)
});