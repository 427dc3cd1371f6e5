/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_EnlargeInputs */

const en_fleet_enlarge = /** @type {(inputs: Fleet_EnlargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click to enlarge`)
};

const kn_fleet_enlarge = /** @type {(inputs: Fleet_EnlargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ದೊಡ್ಡದಾಗಿ ನೋಡಲು ಒತ್ತಿ`)
};

const hi_fleet_enlarge = /** @type {(inputs: Fleet_EnlargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बड़ा देखने के लिए क्लिक करें`)
};

/**
* | output |
* | --- |
* | "Click to enlarge" |
*
* @param {Fleet_EnlargeInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_enlarge = /** @type {((inputs?: Fleet_EnlargeInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_EnlargeInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_enlarge(inputs)
	if (locale === "hi") return hi_fleet_enlarge(inputs)
	return en_fleet_enlarge(inputs)
});