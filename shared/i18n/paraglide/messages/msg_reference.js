/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Msg_ReferenceInputs */

const en_msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ref. ${i?.reference}`)
};

const kn_msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ ${i?.reference}`)
};

const hi_msg_reference = /** @type {(inputs: Msg_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`बुकिंग नंबर ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "ref. {reference}" |
*
* @param {Msg_ReferenceInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_reference = /** @type {((inputs: Msg_ReferenceInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_ReferenceInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_reference(inputs)
	if (locale === "hi") return hi_msg_reference(inputs)
	return en_msg_reference(inputs)
});