/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Offer_CatalogInputs */

const en_landing_offer_catalog = /** @type {(inputs: Landing_Offer_CatalogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulance services`)
};

const kn_landing_offer_catalog = /** @type {(inputs: Landing_Offer_CatalogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಆಂಬ್ಯುಲೆನ್ಸ್ ಸೇವೆಗಳು`)
};

const hi_landing_offer_catalog = /** @type {(inputs: Landing_Offer_CatalogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एम्बुलेंस सेवाएँ`)
};

/**
* | output |
* | --- |
* | "Ambulance services" |
*
* @param {Landing_Offer_CatalogInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_offer_catalog = /** @type {((inputs?: Landing_Offer_CatalogInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Offer_CatalogInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_offer_catalog(inputs)
	if (locale === "hi") return hi_landing_offer_catalog(inputs)
	return en_landing_offer_catalog(inputs)
});