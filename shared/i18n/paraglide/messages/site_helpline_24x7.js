/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Helpline_24x7Inputs */

const en_site_helpline_24x7 = /** @type {(inputs: Site_Helpline_24x7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 helpline`)
};

const kn_site_helpline_24x7 = /** @type {(inputs: Site_Helpline_24x7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 ಸಹಾಯವಾಣಿ`)
};

const hi_site_helpline_24x7 = /** @type {(inputs: Site_Helpline_24x7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24x7 हेल्पलाइन`)
};

/**
* | output |
* | --- |
* | "24x7 helpline" |
*
* @param {Site_Helpline_24x7Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_helpline_24x7 = /** @type {((inputs?: Site_Helpline_24x7Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Helpline_24x7Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_helpline_24x7(inputs)
	if (locale === "hi") return hi_site_helpline_24x7(inputs)
	return en_site_helpline_24x7(inputs)
});