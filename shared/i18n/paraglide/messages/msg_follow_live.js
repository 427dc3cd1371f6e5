/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Msg_Follow_LiveInputs */

const en_msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow it live: ${i?.url}`)
};

const kn_msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ಲೈವ್ ಆಗಿ ನೋಡಿ: ${i?.url}`)
};

const hi_msg_follow_live = /** @type {(inputs: Msg_Follow_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`लाइव देखें: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Follow it live: {url}" |
*
* @param {Msg_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const msg_follow_live = /** @type {((inputs: Msg_Follow_LiveInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Msg_Follow_LiveInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_msg_follow_live(inputs)
	if (locale === "hi") return hi_msg_follow_live(inputs)
	return en_msg_follow_live(inputs)
});