/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Features_HeadingInputs */

const en_fleet_features_heading = /** @type {(inputs: Fleet_Features_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fleet Features`)
};

const kn_fleet_features_heading = /** @type {(inputs: Fleet_Features_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳ ವಿಶೇಷತೆಗಳು`)
};

const hi_fleet_features_heading = /** @type {(inputs: Fleet_Features_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी गाड़ियों की खूबियाँ`)
};

/**
* | output |
* | --- |
* | "Fleet Features" |
*
* @param {Fleet_Features_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_features_heading = /** @type {((inputs?: Fleet_Features_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Features_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_features_heading(inputs)
	if (locale === "hi") return hi_fleet_features_heading(inputs)
	return en_fleet_features_heading(inputs)
});