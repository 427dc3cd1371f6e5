/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Label_Pickup_AddressInputs */

const en_validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup address`)
};

const kn_validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಪಿಕಪ್ ವಿಳಾಸ`)
};

const hi_validation_label_pickup_address = /** @type {(inputs: Validation_Label_Pickup_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिकअप का पता`)
};

/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Validation_Label_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_pickup_address = /** @type {((inputs?: Validation_Label_Pickup_AddressInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_Pickup_AddressInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_label_pickup_address(inputs)
	if (locale === "hi") return hi_validation_label_pickup_address(inputs)
	return en_validation_label_pickup_address(inputs)
});