/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Service_NeonatalInputs */

const en_form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neonatal Ambulance`)
};

const kn_form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ನವಜಾತ ಶಿಶು ಆಂಬ್ಯುಲೆನ್ಸ್`)
};

const hi_form_service_neonatal = /** @type {(inputs: Form_Service_NeonatalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नवजात शिशु एम्बुलेंस`)
};

/**
* | output |
* | --- |
* | "Neonatal Ambulance" |
*
* @param {Form_Service_NeonatalInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_service_neonatal = /** @type {((inputs?: Form_Service_NeonatalInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Service_NeonatalInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_service_neonatal(inputs)
	if (locale === "hi") return hi_form_service_neonatal(inputs)
	return en_form_service_neonatal(inputs)
});