/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_AddressInputs */

const en_site_address = /** @type {(inputs: Site_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const kn_site_address = /** @type {(inputs: Site_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ವಿಳಾಸ`)
};

const hi_site_address = /** @type {(inputs: Site_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पता`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Site_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const site_address = /** @type {((inputs?: Site_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_site_address(inputs)
	if (locale === "hi") return hi_site_address(inputs)
	return en_site_address(inputs)
});