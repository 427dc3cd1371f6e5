/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Breadcrumb_LabelInputs */

const en_services_breadcrumb_label = /** @type {(inputs: Services_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const kn_services_breadcrumb_label = /** @type {(inputs: Services_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನೀವು ಇರುವ ಪುಟ`)
};

const hi_services_breadcrumb_label = /** @type {(inputs: Services_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप यहाँ हैं`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Services_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const services_breadcrumb_label = /** @type {((inputs?: Services_Breadcrumb_LabelInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Breadcrumb_LabelInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_services_breadcrumb_label(inputs)
	if (locale === "hi") return hi_services_breadcrumb_label(inputs)
	return en_services_breadcrumb_label(inputs)
});