/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Fleet_HeadingInputs */

const en_landing_fleet_heading = /** @type {(inputs: Landing_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the Right Ambulance`)
};

const kn_landing_fleet_heading = /** @type {(inputs: Landing_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಸರಿಯಾದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಆರಿಸಿ`)
};

const hi_landing_fleet_heading = /** @type {(inputs: Landing_Fleet_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सही एम्बुलेंस चुनें`)
};

/**
* | output |
* | --- |
* | "Choose the Right Ambulance" |
*
* @param {Landing_Fleet_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_fleet_heading = /** @type {((inputs?: Landing_Fleet_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Fleet_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_fleet_heading(inputs)
	if (locale === "hi") return hi_landing_fleet_heading(inputs)
	return en_landing_fleet_heading(inputs)
});