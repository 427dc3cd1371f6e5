/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Team_HeadingInputs */

const en_about_team_heading = /** @type {(inputs: About_Team_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team`)
};

const kn_about_team_heading = /** @type {(inputs: About_Team_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ತಂಡ`)
};

const hi_about_team_heading = /** @type {(inputs: About_Team_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी टीम`)
};

/**
* | output |
* | --- |
* | "Our team" |
*
* @param {About_Team_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const about_team_heading = /** @type {((inputs?: About_Team_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Team_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_about_team_heading(inputs)
	if (locale === "hi") return hi_about_team_heading(inputs)
	return en_about_team_heading(inputs)
});