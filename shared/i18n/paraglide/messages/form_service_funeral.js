/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_FuneralInputs */

const en_form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funeral / Mortuary Transfer`)
};

const kn_form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಶವ ಸಾಗಣೆ / ಶವಾಗಾರಕ್ಕೆ`)
};

const hi_form_service_funeral = /** @type {(inputs: Form_Service_FuneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शव वाहन / मॉर्चरी तक`)
};

/**
* | output |
* | --- |
* | "Funeral / Mortuary Transfer" |
*
* @param {Form_Service_FuneralInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_funeral = /** @type {((inputs?: Form_Service_FuneralInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_FuneralInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_funeral(inputs)
	if (locale === "hi") return hi_form_service_funeral(inputs)
	return en_form_service_funeral(inputs)
});