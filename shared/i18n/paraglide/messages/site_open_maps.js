/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Open_MapsInputs */

const en_site_open_maps = /** @type {(inputs: Site_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Google Maps (new tab)`)
};

const kn_site_open_maps = /** @type {(inputs: Site_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Maps ನಲ್ಲಿ ತೆರೆಯಿರಿ (ಹೊಸ ಟ್ಯಾಬ್)`)
};

const hi_site_open_maps = /** @type {(inputs: Site_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Maps में खोलें (नया टैब)`)
};

/**
* | output |
* | --- |
* | "Open in Google Maps (new tab)" |
*
* @param {Site_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_open_maps = /** @type {((inputs?: Site_Open_MapsInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Open_MapsInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_open_maps(inputs)
	if (locale === "hi") return hi_site_open_maps(inputs)
	return en_site_open_maps(inputs)
});