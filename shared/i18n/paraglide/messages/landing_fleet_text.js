/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Fleet_TextInputs */

const en_landing_fleet_text = /** @type {(inputs: Landing_Fleet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every vehicle is sanitized and GPS tracked, with a trained crew on board.`)
};

const kn_landing_fleet_text = /** @type {(inputs: Landing_Fleet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪ್ರತಿ ವಾಹನವನ್ನೂ ಸ್ಯಾನಿಟೈಸ್ ಮಾಡಲಾಗಿದ್ದು GPS ಮೂಲಕ ಟ್ರ್ಯಾಕ್ ಮಾಡಲಾಗುತ್ತದೆ; ಒಳಗೆ ತರಬೇತಿ ಪಡೆದ ತಂಡ ಇರುತ್ತದೆ.`)
};

const hi_landing_fleet_text = /** @type {(inputs: Landing_Fleet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हर गाड़ी सैनिटाइज़्ड और GPS ट्रैक्ड है, और उसमें प्रशिक्षित टीम साथ रहती है।`)
};

/**
* | output |
* | --- |
* | "Every vehicle is sanitized and GPS tracked, with a trained crew on board." |
*
* @param {Landing_Fleet_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_fleet_text = /** @type {((inputs?: Landing_Fleet_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Fleet_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_fleet_text(inputs)
	if (locale === "hi") return hi_landing_fleet_text(inputs)
	return en_landing_fleet_text(inputs)
});