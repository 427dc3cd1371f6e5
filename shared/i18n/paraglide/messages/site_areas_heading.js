/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Areas_HeadingInputs */

const en_site_areas_heading = /** @type {(inputs: Site_Areas_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Areas We Cover`)
};

const kn_site_areas_heading = /** @type {(inputs: Site_Areas_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಾವು ಸೇವೆ ನೀಡುವ ಪ್ರದೇಶಗಳು`)
};

const hi_site_areas_heading = /** @type {(inputs: Site_Areas_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे सेवा क्षेत्र`)
};

/**
* | output |
* | --- |
* | "Areas We Cover" |
*
* @param {Site_Areas_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_areas_heading = /** @type {((inputs?: Site_Areas_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Areas_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_areas_heading(inputs)
	if (locale === "hi") return hi_site_areas_heading(inputs)
	return en_site_areas_heading(inputs)
});