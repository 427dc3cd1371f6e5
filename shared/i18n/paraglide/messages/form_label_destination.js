/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Label_DestinationInputs */

const en_form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destination`)
};

const kn_form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ತಲುಪಬೇಕಾದ ಸ್ಥಳ`)
};

const hi_form_label_destination = /** @type {(inputs: Form_Label_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कहाँ जाना है`)
};

/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Form_Label_DestinationInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const form_label_destination = /** @type {((inputs?: Form_Label_DestinationInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Label_DestinationInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_form_label_destination(inputs)
	if (locale === "hi") return hi_form_label_destination(inputs)
	return en_form_label_destination(inputs)
});