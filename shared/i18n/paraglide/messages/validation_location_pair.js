/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Location_PairInputs */

const en_validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A location needs both latitude and longitude`)
};

const kn_validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳಕ್ಕೆ ಅಕ್ಷಾಂಶ ಮತ್ತು ರೇಖಾಂಶ ಎರಡೂ ಬೇಕು`)
};

const hi_validation_location_pair = /** @type {(inputs: Validation_Location_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लोकेशन के लिए अक्षांश और देशांतर दोनों चाहिए`)
};

/**
* | output |
* | --- |
* | "A location needs both latitude and longitude" |
*
* @param {Validation_Location_PairInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_location_pair = /** @type {((inputs?: Validation_Location_PairInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Location_PairInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_location_pair(inputs)
	if (locale === "hi") return hi_validation_location_pair(inputs)
	return en_validation_location_pair(inputs)
});