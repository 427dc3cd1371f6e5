/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ callback: NonNullable<unknown> }} Helpline_Not_UrgentInputs */

const en_helpline_not_urgent = /** @type {(inputs: Helpline_Not_UrgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not urgent? <book>Send a booking request</book>: ${i?.callback}`)
};

const kn_helpline_not_urgent = /** @type {(inputs: Helpline_Not_UrgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ತುರ್ತು ಇಲ್ಲವೇ? <book>ಬುಕಿಂಗ್ ವಿನಂತಿ ಕಳುಹಿಸಿ</book>: ${i?.callback}`)
};

const hi_helpline_not_urgent = /** @type {(inputs: Helpline_Not_UrgentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`जल्दी नहीं है? <book>बुकिंग अनुरोध भेजें</book>: ${i?.callback}`)
};

/**
* | output |
* | --- |
* | "Not urgent? <book>Send a booking request</book>: {callback}" |
*
* @param {Helpline_Not_UrgentInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_not_urgent = /** @type {((inputs: Helpline_Not_UrgentInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Not_UrgentInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_not_urgent(inputs)
	if (locale === "hi") return hi_helpline_not_urgent(inputs)
	return en_helpline_not_urgent(inputs)
});