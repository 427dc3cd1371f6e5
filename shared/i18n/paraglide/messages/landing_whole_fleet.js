/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Whole_FleetInputs */

const en_landing_whole_fleet = /** @type {(inputs: Landing_Whole_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See our whole fleet`)
};

const kn_landing_whole_fleet = /** @type {(inputs: Landing_Whole_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ಎಲ್ಲ ವಾಹನಗಳನ್ನು ನೋಡಿ`)
};

const hi_landing_whole_fleet = /** @type {(inputs: Landing_Whole_FleetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी सभी गाड़ियाँ देखें`)
};

/**
* | output |
* | --- |
* | "See our whole fleet" |
*
* @param {Landing_Whole_FleetInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_whole_fleet = /** @type {((inputs?: Landing_Whole_FleetInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Whole_FleetInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_whole_fleet(inputs)
	if (locale === "hi") return hi_landing_whole_fleet(inputs)
	return en_landing_whole_fleet(inputs)
});