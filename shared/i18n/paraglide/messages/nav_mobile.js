/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MobileInputs */

const en_nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const kn_nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಮೊಬೈಲ್`)
};

const hi_nav_mobile = /** @type {(inputs: Nav_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Nav_MobileInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_mobile = /** @type {((inputs?: Nav_MobileInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MobileInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_mobile(inputs)
	if (locale === "hi") return hi_nav_mobile(inputs)
	return en_nav_mobile(inputs)
});