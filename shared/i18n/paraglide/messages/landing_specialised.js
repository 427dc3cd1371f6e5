/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_SpecialisedInputs */

const en_landing_specialised = /** @type {(inputs: Landing_SpecialisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialised services`)
};

const kn_landing_specialised = /** @type {(inputs: Landing_SpecialisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಶೇಷ ಸೇವೆಗಳು`)
};

const hi_landing_specialised = /** @type {(inputs: Landing_SpecialisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेष सेवाएँ`)
};

/**
* | output |
* | --- |
* | "Specialised services" |
*
* @param {Landing_SpecialisedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_specialised = /** @type {((inputs?: Landing_SpecialisedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_SpecialisedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_specialised(inputs)
	if (locale === "hi") return hi_landing_specialised(inputs)
	return en_landing_specialised(inputs)
});