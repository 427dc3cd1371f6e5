/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Location_FindingInputs */

const en_form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location…`)
};

const kn_form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಿಮ್ಮ ಸ್ಥಳವನ್ನು ಹುಡುಕಲಾಗುತ್ತಿದೆ…`)
};

const hi_form_location_finding = /** @type {(inputs: Form_Location_FindingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी लोकेशन ढूँढी जा रही है…`)
};

/**
* | output |
* | --- |
* | "Finding your location…" |
*
* @param {Form_Location_FindingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_finding = /** @type {((inputs?: Form_Location_FindingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_FindingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_location_finding(inputs)
	if (locale === "hi") return hi_form_location_finding(inputs)
	return en_form_location_finding(inputs)
});