/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ metres: NonNullable<unknown> }} Form_Location_AddedInputs */

const en_form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location added (within ${i?.metres} m). It is sent with your request.`)
};

const kn_form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಸ್ಥಳ ಸೇರಿಸಲಾಗಿದೆ (${i?.metres} ಮೀ. ಒಳಗೆ). ಇದು ನಿಮ್ಮ ವಿನಂತಿಯೊಂದಿಗೆ ಹೋಗುತ್ತದೆ.`)
};

const hi_form_location_added = /** @type {(inputs: Form_Location_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लोकेशन जोड़ दी गई (${i?.metres} मीटर के अंदर)। यह आपके अनुरोध के साथ भेजी जाएगी।`)
};

/**
* | output |
* | --- |
* | "Location added (within {metres} m). It is sent with your request." |
*
* @param {Form_Location_AddedInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_location_added = /** @type {((inputs: Form_Location_AddedInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Location_AddedInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_location_added(inputs)
	if (locale === "hi") return hi_form_location_added(inputs)
	return en_form_location_added(inputs)
});