/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Landing_Learn_MoreInputs */

const en_landing_learn_more = /** @type {(inputs: Landing_Learn_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Learn more about ${i?.title}`)
};

const kn_landing_learn_more = /** @type {(inputs: Landing_Learn_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ`)
};

const hi_landing_learn_more = /** @type {(inputs: Landing_Learn_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} के बारे में और जानें`)
};

/**
* | output |
* | --- |
* | "Learn more about {title}" |
*
* @param {Landing_Learn_MoreInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const landing_learn_more = /** @type {((inputs: Landing_Learn_MoreInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Learn_MoreInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_landing_learn_more(inputs)
	if (locale === "hi") return hi_landing_learn_more(inputs)
	return en_landing_learn_more(inputs)
});