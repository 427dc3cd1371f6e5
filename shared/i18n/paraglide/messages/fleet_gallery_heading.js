/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fleet_Gallery_HeadingInputs */

const en_fleet_gallery_heading = /** @type {(inputs: Fleet_Gallery_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inside Our Vehicles`)
};

const kn_fleet_gallery_heading = /** @type {(inputs: Fleet_Gallery_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನಮ್ಮ ವಾಹನಗಳ ಒಳಗೆ`)
};

const hi_fleet_gallery_heading = /** @type {(inputs: Fleet_Gallery_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी गाड़ियों के अंदर`)
};

/**
* | output |
* | --- |
* | "Inside Our Vehicles" |
*
* @param {Fleet_Gallery_HeadingInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const fleet_gallery_heading = /** @type {((inputs?: Fleet_Gallery_HeadingInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fleet_Gallery_HeadingInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_fleet_gallery_heading(inputs)
	if (locale === "hi") return hi_fleet_gallery_heading(inputs)
	return en_fleet_gallery_heading(inputs)
});