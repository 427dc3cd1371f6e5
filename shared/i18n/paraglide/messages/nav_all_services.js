/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_All_ServicesInputs */

const en_nav_all_services = /** @type {(inputs: Nav_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All services`)
};

const kn_nav_all_services = /** @type {(inputs: Nav_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಎಲ್ಲ ಸೇವೆಗಳು`)
};

const hi_nav_all_services = /** @type {(inputs: Nav_All_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी सेवाएँ`)
};

/**
* | output |
* | --- |
* | "All services" |
*
* @param {Nav_All_ServicesInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const nav_all_services = /** @type {((inputs?: Nav_All_ServicesInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_All_ServicesInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_nav_all_services(inputs)
	if (locale === "hi") return hi_nav_all_services(inputs)
	return en_nav_all_services(inputs)
});