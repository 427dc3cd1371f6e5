/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Helpline_Tell_3Inputs */

const en_helpline_tell_3 = /** @type {(inputs: Helpline_Tell_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happened, and how the patient is now: awake, breathing, bleeding.`)
};

const kn_helpline_tell_3 = /** @type {(inputs: Helpline_Tell_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ಏನಾಯಿತು, ಮತ್ತು ರೋಗಿ ಈಗ ಹೇಗಿದ್ದಾರೆ: ಎಚ್ಚರವಾಗಿದ್ದಾರೆಯೇ, ಉಸಿರಾಡುತ್ತಿದ್ದಾರೆಯೇ, ರಕ್ತಸ್ರಾವವಾಗುತ್ತಿದೆಯೇ.`)
};

const hi_helpline_tell_3 = /** @type {(inputs: Helpline_Tell_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`क्या हुआ, और मरीज़ अभी कैसा है: होश में है या नहीं, साँस ले रहा है या नहीं, खून बह रहा है या नहीं।`)
};

/**
* | output |
* | --- |
* | "What happened, and how the patient is now: awake, breathing, bleeding." |
*
* @param {Helpline_Tell_3Inputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_tell_3 = /** @type {((inputs?: Helpline_Tell_3Inputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Tell_3Inputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_tell_3(inputs)
	if (locale === "hi") return hi_helpline_tell_3(inputs)
	return en_helpline_tell_3(inputs)
});