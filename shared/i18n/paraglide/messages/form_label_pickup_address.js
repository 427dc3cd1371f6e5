/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_Pickup_AddressInputs */

const en_form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup Address`)
};

const kn_form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ವಿಳಾಸ`)
};

const hi_form_label_pickup_address = /** @type {(inputs: Form_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप का पता`)
};

/**
* | output |
* | --- |
* | "Pickup Address" |
*
* @param {Form_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_pickup_address = /** @type {((inputs?: Form_Label_Pickup_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_Pickup_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_pickup_address(inputs)
	if (locale === "hi") return hi_form_label_pickup_address(inputs)
	return en_form_label_pickup_address(inputs)
});