/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Validation_Label_DestinationInputs */

const en_validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

const kn_validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತಲುಪಬೇಕಾದ ಸ್ಥಳ`)
};

const hi_validation_label_destination = /** @type {(inputs: Validation_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जाने की जगह`)
};

/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Validation_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const validation_label_destination = /** @type {((inputs?: Validation_Label_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Validation_Label_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_validation_label_destination(inputs)
	if (locale === "hi") return hi_validation_label_destination(inputs)
	return en_validation_label_destination(inputs)
});