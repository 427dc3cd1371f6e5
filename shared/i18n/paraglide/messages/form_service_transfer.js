/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_TransferInputs */

const en_form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patient Transfer`)
};

const kn_form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ರೋಗಿಯ ಸ್ಥಳಾಂತರ`)
};

const hi_form_service_transfer = /** @type {(inputs: Form_Service_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मरीज़ को एक जगह से दूसरी जगह ले जाना`)
};

/**
* | output |
* | --- |
* | "Patient Transfer" |
*
* @param {Form_Service_TransferInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_transfer = /** @type {((inputs?: Form_Service_TransferInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_TransferInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_transfer(inputs)
	if (locale === "hi") return hi_form_service_transfer(inputs)
	return en_form_service_transfer(inputs)
});