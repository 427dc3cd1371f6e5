/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Msg_HelplineInputs */

const en_msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helpline 24x7: ${i?.phone}.`)
};

const kn_msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24x7 ಸಹಾಯವಾಣಿ: ${i?.phone}.`)
};

const hi_msg_helpline = /** @type {(inputs: Msg_HelplineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24x7 हेल्पलाइन: ${i?.phone}।`)
};

/**
* | output |
* | --- |
* | "Helpline 24x7: {phone}." |
*
* @param {Msg_HelplineInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_helpline = /** @type {((inputs: Msg_HelplineInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_HelplineInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_helpline(inputs)
	if (locale === "hi") return hi_msg_helpline(inputs)
	return en_msg_helpline(inputs)
});