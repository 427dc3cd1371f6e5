/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Terms_Requests_HeadingInputs */

const en_legal_terms_requests_heading = /** @type {(inputs: Legal_Terms_Requests_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking requests`)
};

const kn_legal_terms_requests_heading = /** @type {(inputs: Legal_Terms_Requests_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ವಿನಂತಿಗಳು`)
};

const hi_legal_terms_requests_heading = /** @type {(inputs: Legal_Terms_Requests_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बुकिंग अनुरोध`)
};

/**
* | output |
* | --- |
* | "Booking requests" |
*
* @param {Legal_Terms_Requests_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const legal_terms_requests_heading = /** @type {((inputs?: Legal_Terms_Requests_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_Requests_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_legal_terms_requests_heading(inputs)
	if (locale === "hi") return hi_legal_terms_requests_heading(inputs)
	return en_legal_terms_requests_heading(inputs)
});