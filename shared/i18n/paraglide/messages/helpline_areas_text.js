/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locality: NonNullable<unknown> }} Helpline_Areas_TextInputs */

const en_helpline_areas_text = /** @type {(inputs: Helpline_Areas_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From our base in ${i?.locality}, across Bengaluru. Looking for the nearest ambulance? See <near>ambulance near me</near>.`)
};

const kn_helpline_areas_text = /** @type {(inputs: Helpline_Areas_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} ಯಲ್ಲಿರುವ ನಮ್ಮ ನೆಲೆಯಿಂದ ಬೆಂಗಳೂರಿನಾದ್ಯಂತ. ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್ ಹುಡುಕುತ್ತಿದ್ದೀರಾ? <near>ನನ್ನ ಹತ್ತಿರದ ಆಂಬ್ಯುಲೆನ್ಸ್</near> ನೋಡಿ.`)
};

const hi_helpline_areas_text = /** @type {(inputs: Helpline_Areas_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.locality} में हमारे बेस से, पूरे बेंगलुरु में। सबसे नज़दीकी एम्बुलेंस ढूँढ रहे हैं? <near>मेरे नज़दीक एम्बुलेंस</near> देखें।`)
};

/**
* | output |
* | --- |
* | "From our base in {locality}, across Bengaluru. Looking for the nearest ambulance? See <near>ambulance near me</near>." |
*
* @param {Helpline_Areas_TextInputs} inputs
* @param {{ locale?: "en" | "kn" | "hi" }} options
* @returns {LocalizedString}
*/
export const helpline_areas_text = /** @type {((inputs: Helpline_Areas_TextInputs, options?: { locale?: "en" | "kn" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Helpline_Areas_TextInputs, { locale?: "en" | "kn" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "kn") return kn_helpline_areas_text(inputs)
	if (locale === "hi") return hi_helpline_areas_text(inputs)
	return en_helpline_areas_text(inputs)
});